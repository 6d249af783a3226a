import Easel
import Foundation

/// A font, as UIKit's `UIFont`: a SwiftUI ``Font`` with a size that UIKit-style code makes and reads.
///
/// `Font(uiFont)` draws it. The system font is the desktop's interface font, as SwiftUI's is in Easel; a named
/// font is a fontconfig family.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
  /// The SwiftUI font this font draws as.
  public let font: Font
  /// The size in points.
  public let pointSize: CGFloat
  /// The family name: `nil` for the system font.
  private let family: String?

  private init(font: Font, pointSize: CGFloat, family: String?) {
    (self.font, self.pointSize, self.family) = (font, pointSize, family)
  }

  /// The installed font family `fontName` at `size` points; `nil` for an empty name, as UIKit answers for a font it
  /// does not have (fontconfig substitutes a family it does not know, so any other name gives a font).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty else { return nil }
    self.init(font: .custom(fontName, size: fontSize), pointSize: fontSize, family: fontName)
  }

  /// The system font at `fontSize` points.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

  /// The system font at `fontSize` points and `weight`.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(font: .system(size: fontSize, weight: weight.fontWeight), pointSize: fontSize, family: nil)
  }

  /// The bold system font at `fontSize` points.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

  /// The italic system font at `fontSize` points.
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(font: .system(size: fontSize).italic(), pointSize: fontSize, family: nil)
  }

  /// The monospaced system font at `fontSize` points and `weight`.
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      font: .system(size: fontSize, weight: weight.fontWeight, design: .monospaced), pointSize: fontSize, family: nil)
  }

  /// The font of a text style at the default text size (iOS's sizes, which Easel's text styles have).
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(font: .system(style.fontTextStyle), pointSize: style.fontTextStyle.pointSize, family: nil)
  }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    family.flatMap { UIFont(name: $0, size: fontSize) } ?? .systemFont(ofSize: fontSize)
  }

  /// The family name: the name a named font was made with, or `"System Font"` for the system font.
  public var familyName: String { family ?? "System Font" }
  /// The font's name, its family's here.
  public var fontName: String { familyName }

  public var description: String { "UIFont(\(familyName), \(pointSize) pt)" }
  public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.font == rhs.font && lhs.pointSize == rhs.pointSize }
  public func hash(into hasher: inout Hasher) { hasher.combine(font) }
}
