import Easel
import UIKit

/// AppKit's initializers: every color here is sRGB, so the calibrated and device spaces give the same color.
extension UIColor {
  /// A color from components in the calibrated RGB space (sRGB here).
  public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A color from components in the sRGB space.
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A color from components in the device RGB space (sRGB here).
  public convenience init(deviceRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A gray in the calibrated gray space.
  public convenience init(calibratedWhite white: CGFloat, alpha: CGFloat) { self.init(white: white, alpha: alpha) }

  /// The red component in the light appearance.
  public var redComponent: CGFloat { cgColor.rgbaComponents.red }
  /// The green component in the light appearance.
  public var greenComponent: CGFloat { cgColor.rgbaComponents.green }
  /// The blue component in the light appearance.
  public var blueComponent: CGFloat { cgColor.rgbaComponents.blue }
  /// The opacity in the light appearance.
  public var alphaComponent: CGFloat { cgColor.alpha }

  /// The color in another color space: the same components, since every color here is sRGB (see ``NSColorSpace``).
  public func usingColorSpace(_ space: NSColorSpace) -> NSColor? { self }
}

/// AppKit's semantic colors, with macOS's light and dark values.
extension UIColor {
  public static let labelColor = UIColor.label
  public static let secondaryLabelColor = dynamic(light: 0x000000, 0.5, dark: 0xFFFFFF, 0.55)
  public static let tertiaryLabelColor = dynamic(light: 0x000000, 0.26, dark: 0xFFFFFF, 0.25)
  public static let quaternaryLabelColor = dynamic(light: 0x000000, 0.1, dark: 0xFFFFFF, 0.1)
  public static let textColor = dynamic(light: 0x000000, dark: 0xFFFFFF)
  public static let placeholderTextColor = tertiaryLabelColor
  public static let textBackgroundColor = dynamic(light: 0xFFFFFF, dark: 0x1E1E1E)
  public static let windowBackgroundColor = dynamic(light: 0xECECEC, dark: 0x323232)
  public static let underPageBackgroundColor = dynamic(light: 0x969696, 0.9, dark: 0x282828)
  public static let controlBackgroundColor = dynamic(light: 0xFFFFFF, dark: 0x1E1E1E)
  public static let controlColor = dynamic(light: 0xFFFFFF, dark: 0xFFFFFF, 0.25)
  public static let controlTextColor = dynamic(light: 0x000000, 0.85, dark: 0xFFFFFF, 0.85)
  public static let separatorColor = dynamic(light: 0x000000, 0.1, dark: 0xFFFFFF, 0.1)
  public static let gridColor = dynamic(light: 0xE6E6E6, dark: 0x1A1A1A)
  public static let linkColor = dynamic(light: 0x0068DA, dark: 0x419CFF)
  public static let controlAccentColor = UIColor(Color.accentColor)
  public static let selectedContentBackgroundColor = UIColor(Color.accentColor)
  public static let unemphasizedSelectedContentBackgroundColor = dynamic(light: 0xDCDCDC, dark: 0x464646)
  public static let findHighlightColor = dynamic(light: 0xFFFF00, dark: 0xFFFF00)
}
