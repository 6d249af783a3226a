import Foundation

/// The size and position of a `GeometryReader`, given to its content.
///
/// Like SwiftUI's, it is a `Sendable` value whose members are not isolated to the main actor, so model code can
/// keep one and read it anywhere. On the main thread, `frame(in:)` measures the reader where it is now; elsewhere
/// it answers with where the reader was when the proxy was made.
public struct GeometryProxy: Sendable {
  /// The size the reader was given.
  public let size: CGSize
  /// How much of the reader, from each edge, lies outside the safe area (under a `safeAreaInset` bar or in a
  /// `safeAreaPadding`); desktop windows add none of their own.
  public let safeAreaInsets: EdgeInsets
  private let placement: GeometryReaderPlacement

  @MainActor
  package init(size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), node: ViewNode) {
    self.size = size
    self.safeAreaInsets = safeAreaInsets
    placement = GeometryReaderPlacement(node: node)
  }

  /// The value of `anchor`, a rectangle or point of another view, in the reader's coordinates.
  public subscript<T>(anchor: Anchor<T>) -> T {
    anchor.value(applying: placement.transform(to: .global).inverted())
  }

  /// The reader's frame in a coordinate space.
  public func frame(in space: CoordinateSpace) -> CGRect {
    let bounds = CGRect(origin: .zero, size: size)
    guard space != .local else { return bounds }
    return bounds.applying(placement.transform(to: space))
  }
}
