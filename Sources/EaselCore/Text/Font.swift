import Foundation

/// A font: a text style that scales with the system, or an explicit system or custom font.
public struct Font: Hashable, Sendable {
  /// A text style with iOS's default point sizes.
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    package var pointSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption: 12
      case .caption2: 11
      }
    }

    var weight: Weight { self == .headline ? .semibold : .regular }

    /// The style's size at `size`: its size at ``DynamicTypeSize/large`` scaled as body text scales, to whole
    /// points (SwiftUI scales each style by its own table; one ratio keeps the styles' proportions here).
    func pointSize(at size: DynamicTypeSize) -> CGFloat {
      (pointSize * size.bodyPointSize / DynamicTypeSize.large.bodyPointSize).rounded()
    }
  }

  /// A font weight, with the CSS/OpenType weight it maps to.
  public struct Weight: Hashable, Sendable {
    /// The OpenType weight (100…900).
    public let value: Int
    public static let ultraLight = Weight(value: 100)
    public static let thin = Weight(value: 200)
    public static let light = Weight(value: 300)
    public static let regular = Weight(value: 400)
    public static let medium = Weight(value: 500)
    public static let semibold = Weight(value: 600)
    public static let bold = Weight(value: 700)
    public static let heavy = Weight(value: 800)
    public static let black = Weight(value: 900)
  }

  /// A design family of the system font.
  public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

  var resolved: ResolvedFont
  /// The text style whose size this font follows as the user's text size changes; `nil` for a fixed size.
  var textStyle: TextStyle?

  init(resolved: ResolvedFont, textStyle: TextStyle? = nil) { (self.resolved, self.textStyle) = (resolved, textStyle) }

  /// The font as text of `environment` draws it: a text style at the user's text size, the system font in the
  /// desktop's interface family.
  func resolved(in environment: EnvironmentValues) -> ResolvedFont {
    var font = resolved
    if let textStyle { font.size = textStyle.pointSize(at: environment.dynamicTypeSize) }
    if font.family == nil { font.systemFamily = environment.systemFontFamily }
    return font
  }

  /// The system font of `size` points.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(resolved: ResolvedFont(family: nil, size: size, weight: weight ?? .regular, design: design ?? .default))
  }

  /// The system font for a text style.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(
      resolved: ResolvedFont(
        family: nil, size: style.pointSize, weight: weight ?? style.weight, design: design ?? .default),
      textStyle: style)
  }

  /// A font family installed on the system, by name.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(resolved: ResolvedFont(family: name, size: size, weight: .regular, design: .default))
  }

  public static let largeTitle = system(.largeTitle)
  public static let title = system(.title)
  public static let title2 = system(.title2)
  public static let title3 = system(.title3)
  public static let headline = system(.headline)
  public static let subheadline = system(.subheadline)
  public static let body = system(.body)
  public static let callout = system(.callout)
  public static let footnote = system(.footnote)
  public static let caption = system(.caption)
  public static let caption2 = system(.caption2)

  /// This font in bold.
  public func bold() -> Font { weight(.bold) }
  /// This font in italic.
  public func italic() -> Font { var f = self; f.resolved.italic = true; return f }
  /// This font with another weight.
  public func weight(_ weight: Weight) -> Font { var f = self; f.resolved.weight = weight; return f }
  /// This font in its monospaced variant.
  public func monospaced() -> Font { var f = self; f.resolved.design = .monospaced; return f }
}

/// A fully specified font, as text engines and renderers receive it.
public struct ResolvedFont: Hashable, Sendable {
  /// A family name, or `nil` for the system font.
  public var family: String?
  /// The size in points.
  public var size: CGFloat
  public var weight: Font.Weight
  public var design: Font.Design
  public var italic: Bool = false
  /// The family of the system font's default design (the desktop's interface font), or `nil` for fontconfig's
  /// `sans-serif`.
  public var systemFamily: String?

  /// A font with every attribute given.
  public init(
    family: String? = nil, size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default,
    italic: Bool = false
  ) {
    (self.family, self.size, self.weight, self.design, self.italic) = (family, size, weight, design, italic)
  }

  /// The fontconfig family list this font asks for.
  public var familyList: String {
    if let family { return family }
    switch design {
    case .default, .rounded: return systemFamily.map { "\($0), sans-serif" } ?? "sans-serif"
    case .serif: return "serif"
    case .monospaced: return "monospace"
    }
  }
}
