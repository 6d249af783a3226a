import Easel
import Foundation

/// UIKit's fixed colors, with their documented components.
extension UIColor {
  public static let black = UIColor(white: 0, alpha: 1)
  public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
  public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
  public static let white = UIColor(white: 1, alpha: 1)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  public static let clear = UIColor(white: 0, alpha: 0)
}

/// UIKit's system colors: the same colors as SwiftUI's (`Color.red` is `systemRed`), light and dark.
extension UIColor {
  public static let systemRed = UIColor(Color.red)
  public static let systemOrange = UIColor(Color.orange)
  public static let systemYellow = UIColor(Color.yellow)
  public static let systemGreen = UIColor(Color.green)
  public static let systemMint = UIColor(Color.mint)
  public static let systemTeal = UIColor(Color.teal)
  public static let systemCyan = UIColor(Color.cyan)
  public static let systemBlue = UIColor(Color.blue)
  public static let systemIndigo = UIColor(Color.indigo)
  public static let systemPurple = UIColor(Color.purple)
  public static let systemPink = UIColor(Color.pink)
  public static let systemBrown = UIColor(Color.brown)
  public static let systemGray = UIColor(Color.gray)
  public static let systemGray2 = dynamic(light: 0xAEAEB2, dark: 0x636366)
  public static let systemGray3 = dynamic(light: 0xC7C7CC, dark: 0x48484A)
  public static let systemGray4 = dynamic(light: 0xD1D1D6, dark: 0x3A3A3C)
  public static let systemGray5 = dynamic(light: 0xE5E5EA, dark: 0x2C2C2E)
  public static let systemGray6 = dynamic(light: 0xF2F2F7, dark: 0x1C1C1E)
  /// The app's tint: the accent color.
  public static let tintColor = UIColor(Color.accentColor)
}

/// UIKit's semantic colors for text, backgrounds, fills and separators, with the values iOS documents for the
/// light and dark appearances.
extension UIColor {
  public static let label = UIColor(Color.primary)
  public static let secondaryLabel = dynamic(light: 0x3C3C43, 0.6, dark: 0xEBEBF5, 0.6)
  public static let tertiaryLabel = dynamic(light: 0x3C3C43, 0.3, dark: 0xEBEBF5, 0.3)
  public static let quaternaryLabel = dynamic(light: 0x3C3C43, 0.18, dark: 0xEBEBF5, 0.16)
  public static let placeholderText = dynamic(light: 0x3C3C43, 0.3, dark: 0xEBEBF5, 0.3)
  public static let link = dynamic(light: 0x007AFF, dark: 0x0984FF)
  public static let separator = dynamic(light: 0x3C3C43, 0.29, dark: 0x545458, 0.6)
  public static let opaqueSeparator = dynamic(light: 0xC6C6C8, dark: 0x38383A)
  public static let systemBackground = dynamic(light: 0xFFFFFF, dark: 0x000000)
  public static let secondarySystemBackground = dynamic(light: 0xF2F2F7, dark: 0x1C1C1E)
  public static let tertiarySystemBackground = dynamic(light: 0xFFFFFF, dark: 0x2C2C2E)
  public static let systemGroupedBackground = dynamic(light: 0xF2F2F7, dark: 0x000000)
  public static let secondarySystemGroupedBackground = dynamic(light: 0xFFFFFF, dark: 0x1C1C1E)
  public static let tertiarySystemGroupedBackground = dynamic(light: 0xF2F2F7, dark: 0x2C2C2E)
  public static let systemFill = dynamic(light: 0x787880, 0.2, dark: 0x787880, 0.36)
  public static let secondarySystemFill = dynamic(light: 0x787880, 0.16, dark: 0x787880, 0.32)
  public static let tertiarySystemFill = dynamic(light: 0x767680, 0.12, dark: 0x767680, 0.24)
  public static let quaternarySystemFill = dynamic(light: 0x747480, 0.08, dark: 0x767680, 0.18)

  /// A color with a light and a dark value, each as `0xRRGGBB` and an opacity.
  package static func dynamic(light: Int, _ lightOpacity: Float = 1, dark: Int, _ darkOpacity: Float = 1) -> UIColor {
    func components(_ rgb: Int, _ opacity: Float) -> Color.Resolved {
      Color.Resolved((rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF, opacity)
    }
    return UIColor(
      Color(storage: .adaptive(light: components(light, lightOpacity), dark: components(dark, darkOpacity))))
  }
}
