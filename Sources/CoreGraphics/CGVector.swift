import Foundation

/// A two-dimensional vector: a velocity or a direction. Apple's Foundation has it on Apple systems; Linux's does not.
public struct CGVector: Hashable, Sendable, Codable {
  /// The horizontal component.
  public var dx: CGFloat
  /// The vertical component.
  public var dy: CGFloat

  /// The zero vector.
  public init() { (dx, dy) = (0, 0) }

  /// A vector of these components.
  public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }

  /// A vector of these components.
  public init(dx: Double, dy: Double) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }

  /// A vector of these components.
  public init(dx: Int, dy: Int) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }

  /// The zero vector.
  public static var zero: CGVector { CGVector() }
}
