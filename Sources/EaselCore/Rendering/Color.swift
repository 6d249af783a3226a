import Foundation

/// A color that resolves against the environment (light or dark appearance).
public struct Color: Hashable, Sendable, CustomStringConvertible {
  package enum Storage: Hashable, Sendable {
    case fixed(Resolved)
    case adaptive(light: Resolved, dark: Resolved)
    indirect case opacity(Storage, Double)
    /// A color with other components when the user asked for more contrast (`colorSchemeContrast`).
    indirect case contrasting(standard: Storage, increased: Storage)
    /// The desktop's accent color, else blue.
    case accent
  }

  let storage: Storage

  /// A color with resolved components in both appearances.
  public struct Resolved: Hashable, Sendable {
    /// Red, green, blue and opacity in 0…1 (sRGB, gamma-encoded).
    public var red: Float
    public var green: Float
    public var blue: Float
    public var opacity: Float

    public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
      (self.red, self.green, self.blue, self.opacity) = (red, green, blue, opacity)
    }

    package init(_ r: Int, _ g: Int, _ b: Int, _ a: Float = 1) {
      self.init(red: Float(r) / 255, green: Float(g) / 255, blue: Float(b) / 255, opacity: a)
    }
  }

  /// The color space of component initializers.
  public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

  package init(storage: Storage) { self.storage = storage }

  /// A color from red, green and blue components in 0…1.
  public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    func encode(_ v: Double) -> Float {
      guard colorSpace == .sRGBLinear else { return Float(v) }
      return Float(v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055)
    }
    storage = .fixed(Resolved(red: encode(red), green: encode(green), blue: encode(blue), opacity: Float(opacity)))
  }

  /// A gray of the given white level.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// A color from hue, saturation and brightness in 0…1.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (hue - floor(hue)) * 6
    let sector = Int(h) % 6
    let f = h - floor(h)
    let v = brightness
    let p = v * (1 - saturation)
    let q = v * (1 - saturation * f)
    let t = v * (1 - saturation * (1 - f))
    let (r, g, b): (Double, Double, Double) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: r, green: g, blue: b, opacity: opacity)
  }

  /// The color with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color { Color(storage: .opacity(storage, opacity)) }

  /// The components of this color in `environment`.
  public func resolve(in environment: EnvironmentValues) -> Resolved { Color.resolve(storage, in: environment) }

  private static func resolve(_ storage: Storage, in environment: EnvironmentValues) -> Resolved {
    switch storage {
    case .fixed(let color): return color
    case .adaptive(let light, let dark): return environment.colorScheme == .dark ? dark : light
    case .opacity(let base, let amount):
      var color = resolve(base, in: environment)
      color.opacity *= Float(amount)
      return color
    case .contrasting(let standard, let increased):
      return resolve(environment.colorSchemeContrast == .increased ? increased : standard, in: environment)
    case .accent:
      return environment.systemAccentColor ?? resolve(blue.storage, in: environment)
    }
  }

  public var description: String {
    let c = Color.resolve(storage, in: EnvironmentValues())
    return "Color(red: \(c.red), green: \(c.green), blue: \(c.blue), opacity: \(c.opacity))"
  }

  private static func system(_ light: Resolved, _ dark: Resolved) -> Color {
    Color(storage: .adaptive(light: light, dark: dark))
  }

  /// A system color with Apple's variants for increased contrast, darker in light appearance and lighter in dark.
  private static func system(
    _ light: Resolved, _ dark: Resolved, increased increasedLight: Resolved, _ increasedDark: Resolved
  ) -> Color {
    Color(
      storage: .contrasting(
        standard: .adaptive(light: light, dark: dark), increased: .adaptive(light: increasedLight, dark: increasedDark))
    )
  }

  public static let black = Color(storage: .fixed(Resolved(0, 0, 0)))
  public static let white = Color(storage: .fixed(Resolved(255, 255, 255)))
  public static let clear = Color(storage: .fixed(Resolved(0, 0, 0, 0)))
  public static let red = system(
    Resolved(255, 59, 48), Resolved(255, 69, 58),
    increased: Resolved(215, 0, 21), Resolved(255, 105, 97))
  public static let orange = system(
    Resolved(255, 149, 0), Resolved(255, 159, 10),
    increased: Resolved(201, 52, 0), Resolved(255, 179, 64))
  public static let yellow = system(
    Resolved(255, 204, 0), Resolved(255, 214, 10),
    increased: Resolved(178, 80, 0), Resolved(255, 212, 38))
  public static let green = system(
    Resolved(52, 199, 89), Resolved(48, 209, 88),
    increased: Resolved(36, 138, 61), Resolved(48, 219, 91))
  public static let mint = system(
    Resolved(0, 199, 190), Resolved(99, 230, 226),
    increased: Resolved(12, 129, 123), Resolved(102, 212, 207))
  public static let teal = system(
    Resolved(48, 176, 199), Resolved(64, 200, 224),
    increased: Resolved(0, 130, 153), Resolved(93, 230, 255))
  public static let cyan = system(
    Resolved(50, 173, 230), Resolved(100, 210, 255),
    increased: Resolved(0, 113, 164), Resolved(112, 215, 255))
  public static let blue = system(
    Resolved(0, 122, 255), Resolved(10, 132, 255),
    increased: Resolved(0, 64, 221), Resolved(64, 156, 255))
  public static let indigo = system(
    Resolved(88, 86, 214), Resolved(94, 92, 230),
    increased: Resolved(54, 52, 163), Resolved(125, 122, 255))
  public static let purple = system(
    Resolved(175, 82, 222), Resolved(191, 90, 242),
    increased: Resolved(137, 68, 171), Resolved(218, 143, 255))
  public static let pink = system(
    Resolved(255, 45, 85), Resolved(255, 55, 95),
    increased: Resolved(211, 15, 69), Resolved(255, 100, 130))
  public static let brown = system(
    Resolved(162, 132, 94), Resolved(172, 142, 104),
    increased: Resolved(127, 101, 69), Resolved(181, 148, 105))
  public static let gray = system(
    Resolved(142, 142, 147), Resolved(142, 142, 147),
    increased: Resolved(108, 108, 112), Resolved(174, 174, 178))
  /// Black in light appearance, white in dark.
  public static let primary = system(Resolved(0, 0, 0), Resolved(255, 255, 255))
  /// The color of secondary content.
  public static let secondary = system(
    Resolved(60, 60, 67, 0.6), Resolved(235, 235, 245, 0.6),
    increased: Resolved(60, 60, 67, 0.8), Resolved(235, 235, 245, 0.8))
  /// The app's accent color: the desktop's, where its settings give one (on the Mac, the system accent color),
  /// else blue.
  public static let accentColor = Color(storage: .accent)
}
