import Foundation

/// A color as Core Graphics keeps it (which Linux lacks): components in a device-independent RGB space (sRGB) or
/// a gray space, the last of them the alpha.
///
/// Two colors are equal when their spaces and components are, as `CFEqual` compares them.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
  /// The color's components, alpha last: red, green, blue, alpha for RGB colors; white, alpha for gray ones.
  public let components: [CGFloat]?

  private init(components: [CGFloat]) { self.components = components }

  /// An sRGB color from components in 0…1.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(components: [red, green, blue, alpha])
  }

  /// An sRGB color from components in 0…1.
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A color in the gray space, from its white level and alpha in 0…1.
  public convenience init(gray: CGFloat, alpha: CGFloat) { self.init(components: [gray, alpha]) }

  /// Opaque black.
  public static let black = CGColor(gray: 0, alpha: 1)
  /// Opaque white.
  public static let white = CGColor(gray: 1, alpha: 1)
  /// Transparent black.
  public static let clear = CGColor(gray: 0, alpha: 0)

  /// How many components the color has, alpha included.
  public var numberOfComponents: Int { components?.count ?? 0 }

  /// The color's opacity.
  public var alpha: CGFloat { components?.last ?? 1 }

  /// The same color with another alpha.
  public func copy(alpha: CGFloat) -> CGColor? {
    guard var components else { return nil }
    components[components.count - 1] = alpha
    return CGColor(components: components)
  }

  /// The color's red, green, blue and alpha: a gray's white level is each of red, green and blue.
  package var rgbaComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let values = components ?? [0, 0, 0, 1]
    return values.count == 2
      ? (values[0], values[0], values[0], values[1]) : (values[0], values[1], values[2], values[3])
  }

  public var description: String {
    "CGColor(\((components ?? []).map { String(describing: $0) }.joined(separator: ", ")))"
  }

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
  public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
