import Foundation

/// A geometric angle, stored in radians.
public struct Angle: Hashable, Comparable, Sendable, Codable {
  /// The angle in radians.
  public var radians: Double
  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// A zero angle.
  public init() { radians = 0 }
  /// An angle in radians.
  public init(radians: Double) { self.radians = radians }
  /// An angle in degrees.
  public init(degrees: Double) { self.radians = degrees * .pi / 180 }

  /// The zero angle.
  public static let zero = Angle()
  /// An angle in radians.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// An angle in degrees.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
  public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
  public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
  /// The angle scaled by a factor.
  public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
  /// The angle divided by a factor.
  public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
  /// Adds an angle.
  public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
  /// Subtracts an angle.
  public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
  /// Scales the angle.
  public static func *= (lhs: inout Angle, rhs: Double) { lhs.radians *= rhs }
  /// Divides the angle.
  public static func /= (lhs: inout Angle, rhs: Double) { lhs.radians /= rhs }
}
