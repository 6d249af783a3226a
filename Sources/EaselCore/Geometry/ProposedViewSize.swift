import Foundation

/// A size a parent proposes to a child; `nil` in a dimension asks for the child's ideal size.
public struct ProposedViewSize: Hashable, Sendable {
  public var width: CGFloat?
  public var height: CGFloat?

  /// A proposal with optional dimensions.
  public init(width: CGFloat?, height: CGFloat?) { (self.width, self.height) = (width, height) }
  /// A proposal of exactly `size`.
  public init(_ size: CGSize) { (width, height) = (size.width, size.height) }

  /// Asks for the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Asks for the minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Asks for the maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal with `nil` dimensions replaced.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  package subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  package init(axis: Axis, main: CGFloat?, cross: CGFloat?) {
    if axis == .horizontal { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
  }
}

extension CGSize {
  package subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  package init(axis: Axis, main: CGFloat, cross: CGFloat) {
    if axis == .horizontal { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
  }
}
