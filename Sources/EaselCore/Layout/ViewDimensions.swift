import Foundation

/// A view's size and alignment guides in its own coordinates, as a layout sees them: what
/// `alignmentGuide(_:computeValue:)`'s closure and `LayoutSubview.dimensions(in:)` give.
///
/// Dimensions are made during layout, on the main thread, and are meant to be read there.
public struct ViewDimensions: Equatable {
  private let size: CGSize
  /// The view whose explicit guides the dimensions read; none for the dimensions a default value is computed in.
  private let node: ViewNode?

  package init(size: CGSize, node: ViewNode? = nil) { (self.size, self.node) = (size, node) }

  /// The view's width.
  public var width: CGFloat { size.width }
  /// The view's height.
  public var height: CGFloat { size.height }

  /// The position of a horizontal guide: the view's explicit value, or the guide's default.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    let (node, size) = (node, size)
    return MainActor.assumeIsolated { node?.horizontalGuide(guide, in: size) ?? guide.defaultValue(in: size) }
  }

  /// The position of a vertical guide: the view's explicit value, or the guide's default.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    let (node, size) = (node, size)
    return MainActor.assumeIsolated { node?.verticalGuide(guide, in: size) ?? guide.defaultValue(in: size) }
  }

  /// The value the view sets for a horizontal guide, or `nil` when it leaves the guide at its default.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    let (node, size) = (node, size)
    return MainActor.assumeIsolated { node?.explicitHorizontalGuide(guide, in: size) }
  }

  /// The value the view sets for a vertical guide, or `nil` when it leaves the guide at its default.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    let (node, size) = (node, size)
    return MainActor.assumeIsolated { node?.explicitVerticalGuide(guide, in: size) }
  }

  public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
    lhs.size == rhs.size && lhs.node === rhs.node
  }
}
