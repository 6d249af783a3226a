import Easel
import Foundation

/// The desktop's appearance and accessibility settings, as one source reports them or as the sources together
/// decide them, and the environment values they give views: what SwiftUI's system settings are on the Mac.
///
/// Each field is `nil` where a source says nothing (it has no such setting, or the user left it at "no
/// preference"). Sources combine field by field in ``merged(over:)``: the XDG settings portal over GNOME's
/// GSettings over GtkSettings, so the portal's colour scheme and contrast win while the text size still comes from
/// GSettings, which the portal does not carry. Everything here is pure; `DesktopSettingsMonitor` reads the sources.
struct DesktopSettings: Equatable, Sendable {
  /// Light or dark, when the user prefers one.
  var colorScheme: ColorScheme?
  /// Whether the user asked for high contrast.
  var highContrast: Bool?
  /// How much larger than the default the user wants text (1 is the default).
  var textScale: Double?
  /// The interface font the user chose.
  var font: InterfaceFont?
  /// Whether the desktop animates.
  var animationsEnabled: Bool?
  /// The accent colour the user chose.
  var accentColor: Color.Resolved?

  /// A font as desktops name it ("Cantarell Bold 11"), and its size against the size the source uses when the user
  /// chose none, so that a larger interface font makes larger text.
  struct InterfaceFont: Equatable, Sendable {
    var family: String
    var isBold: Bool
    /// The font's size over its source's default size.
    var scale: Double

    /// Parses a Pango font name: a family, then style words, then a size in points; `nil` when there is no
    /// family. `defaultSize` is the source's default, which a name without a size keeps.
    init?(name: String, defaultSize: Double) {
      var words = name.split(separator: " ").map(String.init)
      var size = defaultSize
      if let last = words.last, let points = Double(last), points > 0 {
        size = points
        words.removeLast()
      }
      // Pango's style, weight and stretch words follow the family; only the weight matters to text here.
      let boldWords: Set<String> = ["Bold", "Semi-Bold", "SemiBold", "Heavy", "Black", "Ultra-Bold", "Extra-Bold"]
      let styleWords = boldWords.union([
        "Regular", "Normal", "Medium", "Light", "Thin", "Book", "Italic", "Oblique", "Condensed", "Expanded",
      ])
      var bold = false
      while let last = words.last, styleWords.contains(last) {
        if boldWords.contains(last) { bold = true }
        words.removeLast()
      }
      let family = words.joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: ", "))
      guard !family.isEmpty else { return nil }
      (self.family, isBold, scale) = (family, bold, size / defaultSize)
    }
  }

  /// These settings, with `other`'s filling the fields these leave unset.
  func merged(over other: DesktopSettings) -> DesktopSettings {
    DesktopSettings(
      colorScheme: colorScheme ?? other.colorScheme, highContrast: highContrast ?? other.highContrast,
      textScale: textScale ?? other.textScale, font: font ?? other.font,
      animationsEnabled: animationsEnabled ?? other.animationsEnabled, accentColor: accentColor ?? other.accentColor)
  }

  // MARK: The sources

  /// What the XDG settings portal's `org.freedesktop.appearance` namespace says: `color-scheme` (0 no preference,
  /// 1 dark, 2 light), `contrast` (0 no preference, 1 high) and `accent-color` (sRGB components in 0…1; any other
  /// value is no preference).
  static func portal(
    colorScheme: UInt32?, contrast: UInt32?, accentColor: (red: Double, green: Double, blue: Double)? = nil
  ) -> DesktopSettings {
    var settings = DesktopSettings()
    switch colorScheme {
    case 1: settings.colorScheme = .dark
    case 2: settings.colorScheme = .light
    default: break
    }
    if contrast == 1 { settings.highContrast = true }
    if let accentColor, [accentColor.red, accentColor.green, accentColor.blue].allSatisfy({ (0...1).contains($0) }) {
      settings.accentColor = Color.Resolved(
        red: Float(accentColor.red), green: Float(accentColor.green), blue: Float(accentColor.blue))
    }
    return settings
  }

  /// What GNOME's `org.gnome.desktop.interface` and `org.gnome.desktop.a11y.interface` say. Its default font is
  /// "Cantarell 11", its default scale 1, so those give the default text size; `accent-color` (GNOME 47 on) names
  /// one of GNOME's accent colours.
  static func gnome(
    colorScheme: String?, highContrast: Bool?, textScalingFactor: Double?, fontName: String?,
    enableAnimations: Bool?, accentColor: String? = nil
  ) -> DesktopSettings {
    var settings = DesktopSettings()
    switch colorScheme {
    case "prefer-dark": settings.colorScheme = .dark
    case "prefer-light": settings.colorScheme = .light
    default: break
    }
    settings.highContrast = highContrast
    if let textScalingFactor, textScalingFactor > 0 { settings.textScale = textScalingFactor }
    settings.font = fontName.flatMap { InterfaceFont(name: $0, defaultSize: 11) }
    settings.animationsEnabled = enableAnimations
    settings.accentColor = accentColor.flatMap { gnomeAccentColors[$0] }
    return settings
  }

  /// GNOME's accent colours by their names in `org.gnome.desktop.interface`, as libadwaita draws them.
  static let gnomeAccentColors: [String: Color.Resolved] = [
    "blue": Color.Resolved(red: 0x35 / 255, green: 0x84 / 255, blue: 0xE4 / 255),
    "teal": Color.Resolved(red: 0x21 / 255, green: 0x90 / 255, blue: 0xA4 / 255),
    "green": Color.Resolved(red: 0x3A / 255, green: 0x94 / 255, blue: 0x4A / 255),
    "yellow": Color.Resolved(red: 0xC8 / 255, green: 0x88 / 255, blue: 0x00 / 255),
    "orange": Color.Resolved(red: 0xED / 255, green: 0x5B / 255, blue: 0x00 / 255),
    "red": Color.Resolved(red: 0xE6 / 255, green: 0x2D / 255, blue: 0x42 / 255),
    "pink": Color.Resolved(red: 0xD5 / 255, green: 0x61 / 255, blue: 0x99 / 255),
    "purple": Color.Resolved(red: 0x91 / 255, green: 0x41 / 255, blue: 0xAC / 255),
    "slate": Color.Resolved(red: 0x6F / 255, green: 0x83 / 255, blue: 0x96 / 255),
  ]

  /// What GTK's own settings say (from `settings.ini`, XSETTINGS, or the `GTK_THEME` variable): a dark theme
  /// preference or variant, a theme name ending in `-dark` or naming high contrast, `gtk-xft-dpi` (1024 × dots per
  /// inch, -1 for unset; 96 is the default), its font (default "Sans 10") and whether it animates.
  /// `themeVariable` is `GTK_THEME`, `Name` or `Name:variant`, which GTK uses over `gtk-theme-name`.
  static func gtk(
    preferDarkTheme: Bool, themeName: String?, themeVariable: String?, fontName: String?, xftDPI: Int32,
    enableAnimations: Bool
  ) -> DesktopSettings {
    var settings = DesktopSettings()
    var theme = themeName ?? ""
    if let themeVariable, !themeVariable.isEmpty {
      let parts = themeVariable.split(separator: ":", maxSplits: 1).map(String.init)
      theme = parts[0]
      if parts.count > 1, parts[1].lowercased() == "dark" { settings.colorScheme = .dark }
    }
    let lowercased = theme.lowercased()
    if lowercased.hasSuffix("-dark") || lowercased.hasSuffix(":dark") || lowercased == "highcontrastinverse" {
      settings.colorScheme = .dark
    }
    if preferDarkTheme { settings.colorScheme = .dark }
    if lowercased.hasPrefix("highcontrast") { settings.highContrast = true }
    if xftDPI > 0 { settings.textScale = Double(xftDPI) / 1024 / 96 }
    settings.font = fontName.flatMap { InterfaceFont(name: $0, defaultSize: 10) }
    // GTK's default is to animate: only a choice against it says something.
    if !enableAnimations { settings.animationsEnabled = false }
    return settings
  }

  // MARK: The environment

  /// The text size these settings ask for: the text scale times the font's scale, on SwiftUI's steps.
  var dynamicTypeSize: DynamicTypeSize {
    DynamicTypeSize(desktopTextScale: (textScale ?? 1) * (font?.scale ?? 1))
  }

  /// Writes these settings into `environment` as SwiftUI's system settings: a setting no source gives is its
  /// SwiftUI default (light, standard contrast, large text, motion, regular weight, fontconfig's sans-serif).
  func apply(to environment: inout EnvironmentValues) {
    environment.colorScheme = colorScheme ?? .light
    let increased = highContrast ?? false
    environment.colorSchemeContrast = increased ? .increased : .standard
    // As on the Mac, where increasing contrast also reduces transparency.
    environment.accessibilityReduceTransparency = increased
    environment.dynamicTypeSize = dynamicTypeSize
    environment.accessibilityReduceMotion = animationsEnabled == false
    environment.legibilityWeight = font?.isBold == true ? .bold : .regular
    environment.systemFontFamily = font?.family
    environment.systemAccentColor = accentColor
    environment.desktopSettings = self
  }

  /// One line naming the environment these settings give, for `EASEL_REPORT_DESKTOP_SETTINGS` and tests.
  var report: String {
    var environment = EnvironmentValues()
    apply(to: &environment)
    return [
      "colorScheme=\(environment.colorScheme)", "contrast=\(environment.colorSchemeContrast)",
      "dynamicTypeSize=\(environment.dynamicTypeSize)", "reduceMotion=\(environment.accessibilityReduceMotion)",
      "legibilityWeight=\(environment.legibilityWeight.map { "\($0)" } ?? "nil")",
      "accent=\(accentColor.map(Self.hex) ?? "default")", "font=\(environment.systemFontFamily ?? "sans-serif")",
    ].joined(separator: " ")
  }

  /// `#RRGGBB`.
  private static func hex(_ color: Color.Resolved) -> String {
    [color.red, color.green, color.blue].map { String(format: "%02X", Int(($0 * 255).rounded())) }
      .reduce("#", +)
  }
}

extension DynamicTypeSize {
  /// The size whose body text is nearest to the default body text scaled by `scale` (GNOME's "Large Text" is
  /// 1.25, giving ``xxLarge``); halfway between two sizes picks the smaller.
  init(desktopTextScale scale: Double) {
    let body = DynamicTypeSize.large.bodyPointSize * scale
    self =
      DynamicTypeSize.allCases.min { a, b in
        let (da, db) = (abs(a.bodyPointSize - body), abs(b.bodyPointSize - body))
        return da != db ? da < db : a < b
      } ?? .large
  }
}
