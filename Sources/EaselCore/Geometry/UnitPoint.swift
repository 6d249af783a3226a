import Foundation

/// A normalized point in a view's bounds: (0, 0) is the top-leading corner, (1, 1) the bottom-trailing one.
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat

  /// The top-leading point.
  public init() { (x, y) = (0, 0) }
  /// A point with the given normalized coordinates.
  public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }

  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)

  /// The point this unit point denotes in a rectangle of `size`.
  package func point(in size: CGSize) -> CGPoint { CGPoint(x: x * size.width, y: y * size.height) }
}
