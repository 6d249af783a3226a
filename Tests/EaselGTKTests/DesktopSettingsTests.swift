import Easel
import Testing

@testable import EaselGTK

/// How the desktop's raw settings become SwiftUI's system settings in the environment.
@MainActor
@Suite struct DesktopSettingsTests {
  @Test func thePortalsValuesFollowItsSpecificationAndNoPreferenceSaysNothing() {
    #expect(
      DesktopSettings.portal(colorScheme: 1, contrast: 1) == DesktopSettings(colorScheme: .dark, highContrast: true))
    #expect(DesktopSettings.portal(colorScheme: 2, contrast: 0) == DesktopSettings(colorScheme: .light))
    #expect(DesktopSettings.portal(colorScheme: 0, contrast: nil) == DesktopSettings())
    #expect(DesktopSettings.portal(colorScheme: 7, contrast: 9) == DesktopSettings(), "unknown values are ignored")
    let accent = DesktopSettings.portal(colorScheme: 0, contrast: 0, accentColor: (0.2, 0.5, 0.9)).accentColor
    #expect(accent == Color.Resolved(red: 0.2, green: 0.5, blue: 0.9))
    let unset = DesktopSettings.portal(colorScheme: 0, contrast: 0, accentColor: (-1, -1, -1)).accentColor
    #expect(unset == nil, "out of 0…1 is no preference")
  }

  @Test func gnomesAccentColorNamesGiveLibadwaitasColors() {
    func accent(_ name: String?) -> Color.Resolved? {
      DesktopSettings.gnome(
        colorScheme: nil, highContrast: nil, textScalingFactor: nil, fontName: nil, enableAnimations: nil,
        accentColor: name
      ).accentColor
    }
    #expect(accent("purple") == Color.Resolved(red: 0x91 / 255, green: 0x41 / 255, blue: 0xAC / 255))
    #expect(accent("chartreuse") == nil)
    #expect(accent(nil) == nil)
  }

  @Test func gnomesKeysMapToTheirSettings() {
    let settings = DesktopSettings.gnome(
      colorScheme: "prefer-dark", highContrast: true, textScalingFactor: 1.5, fontName: "Cantarell 11",
      enableAnimations: false)
    #expect(settings.colorScheme == .dark)
    #expect(settings.highContrast == true)
    #expect(settings.textScale == 1.5)
    #expect(settings.font == DesktopSettings.InterfaceFont(name: "Cantarell 11", defaultSize: 11))
    #expect(settings.font?.scale == 1, "GNOME's default font size is no larger text")
    #expect(settings.animationsEnabled == false)
    let defaults = DesktopSettings.gnome(
      colorScheme: "default", highContrast: nil, textScalingFactor: nil, fontName: nil, enableAnimations: nil)
    #expect(defaults == DesktopSettings())
  }

  @Test func gtksThemeNameVariantAndVariableGiveDarkAndHighContrast() {
    func gtk(_ theme: String?, variable: String? = nil, preferDark: Bool = false) -> DesktopSettings {
      .gtk(
        preferDarkTheme: preferDark, themeName: theme, themeVariable: variable, fontName: nil, xftDPI: -1,
        enableAnimations: true)
    }
    #expect(gtk("Adwaita") == DesktopSettings())
    #expect(gtk("Adwaita-dark").colorScheme == .dark)
    #expect(gtk("Adwaita", preferDark: true).colorScheme == .dark)
    #expect(gtk("Adwaita", variable: "Adwaita:dark").colorScheme == .dark)
    #expect(gtk("Adwaita-dark", variable: "Adwaita").colorScheme == nil, "GTK_THEME replaces the theme name")
    #expect(gtk("HighContrast") == DesktopSettings(highContrast: true))
    #expect(gtk("HighContrastInverse") == DesktopSettings(colorScheme: .dark, highContrast: true))
  }

  @Test func gtksDPIFontAndAnimations() {
    let settings = DesktopSettings.gtk(
      preferDarkTheme: false, themeName: nil, themeVariable: nil, fontName: "DejaVu Sans Bold 12",
      xftDPI: 120 * 1024, enableAnimations: false)
    #expect(settings.textScale == 1.25)
    #expect(settings.font?.family == "DejaVu Sans")
    #expect(settings.font?.isBold == true)
    #expect(settings.font?.scale == 1.2, "against GTK's default Sans 10")
    #expect(settings.animationsEnabled == false)
    let unset = DesktopSettings.gtk(
      preferDarkTheme: false, themeName: nil, themeVariable: nil, fontName: nil, xftDPI: -1, enableAnimations: true)
    #expect(unset == DesktopSettings(), "-1 is no DPI, and animating is GTK's default")
  }

  @Test func fontNamesParseLikePangos() {
    let italic = DesktopSettings.InterfaceFont(name: "Noto Sans Semi-Bold Italic 13", defaultSize: 11)
    #expect(italic?.family == "Noto Sans")
    #expect(italic?.isBold == true)
    #expect(DesktopSettings.InterfaceFont(name: "Inter", defaultSize: 11)?.scale == 1, "no size keeps the default")
    #expect(DesktopSettings.InterfaceFont(name: "12", defaultSize: 11) == nil, "a size is no family")
  }

  @Test func thePortalWinsOverGSettingsWhichWinsOverGTKFieldByField() {
    let portal = DesktopSettings.portal(colorScheme: 2, contrast: 0)
    let gnome = DesktopSettings(colorScheme: .dark, textScale: 1.25)
    let gtk = DesktopSettings(colorScheme: .dark, highContrast: true, textScale: 2, animationsEnabled: false)
    let merged = portal.merged(over: gnome.merged(over: gtk))
    #expect(
      merged == DesktopSettings(colorScheme: .light, highContrast: true, textScale: 1.25, animationsEnabled: false))
  }

  @Test func textScalesMapToTheNearestDynamicTypeSize() {
    #expect(DynamicTypeSize(desktopTextScale: 1) == .large)
    #expect(DynamicTypeSize(desktopTextScale: 0.88) == .small)
    #expect(DynamicTypeSize(desktopTextScale: 1.1) == .xLarge)
    #expect(DynamicTypeSize(desktopTextScale: 1.25) == .xxLarge, "GNOME's Large Text")
    #expect(DynamicTypeSize(desktopTextScale: 1.5) == .xxxLarge, "halfway picks the smaller")
    #expect(DynamicTypeSize(desktopTextScale: 2) == .accessibility2)
    #expect(DynamicTypeSize(desktopTextScale: 5) == .accessibility5)
    let font = DesktopSettings.InterfaceFont(name: "Cantarell 13.75", defaultSize: 11)
    #expect(DesktopSettings(textScale: 1, font: font).dynamicTypeSize == .xxLarge, "a 25% larger font counts")
  }

  @Test func theSettingsBecomeSwiftUIsSystemSettings() {
    var environment = EnvironmentValues()
    let settings = DesktopSettings(
      colorScheme: .dark, highContrast: true, textScale: 1.25,
      font: DesktopSettings.InterfaceFont(name: "DejaVu Serif Bold 11", defaultSize: 11), animationsEnabled: false)
    settings.apply(to: &environment)
    #expect(environment.colorScheme == .dark)
    #expect(environment.colorSchemeContrast == .increased)
    #expect(environment.accessibilityReduceTransparency)
    #expect(environment.dynamicTypeSize == .xxLarge)
    #expect(environment.accessibilityReduceMotion)
    #expect(environment.legibilityWeight == .bold)
    #expect(environment.systemFontFamily == "DejaVu Serif")
    #expect(Color.accentColor.resolve(in: environment) == Color.blue.resolve(in: environment))
    var accented = settings
    accented.accentColor = Color.Resolved(red: 1, green: 0.5, blue: 0)
    accented.apply(to: &environment)
    #expect(Color.accentColor.resolve(in: environment) == Color.Resolved(red: 1, green: 0.5, blue: 0))
    #expect(accented.report.contains("accent=#FF8000"))
    DesktopSettings().apply(to: &environment)
    #expect(Color.accentColor.resolve(in: environment) == Color.blue.resolve(in: environment))
    #expect(environment.colorScheme == .light, "a preference taken back returns to the default")
    #expect(environment.colorSchemeContrast == .standard)
    #expect(!environment.accessibilityReduceTransparency)
    #expect(environment.dynamicTypeSize == .large)
    #expect(!environment.accessibilityReduceMotion)
    #expect(environment.legibilityWeight == .regular)
    #expect(environment.systemFontFamily == nil)
  }
}
