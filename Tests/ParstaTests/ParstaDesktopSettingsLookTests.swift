import Easel
import EaselTesting
import Foundation
import Testing

@testable import Parsta

/// parSta! as the desktop's accessibility settings show it: increased contrast, and large text (GNOME's "Large
/// Text", a text scale of 1.25, is `.xxLarge`), set on the window's root environment as the desktop host sets them.
@MainActor
@Suite struct ParstaDesktopSettingsLookTests {
  func check(_ app: ParstaTestHost, _ name: String) {
    let comparison = ReferenceImage.compare(app.host.render(), named: name, in: ParstaLookTests.directory)
    #expect(comparison.matches, "\(comparison)")
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func homeInIncreasedContrast(scheme: ColorScheme) {
    let app = ParstaTestHost(scheme: scheme)
    app.host.graph.rootEnvironment.colorSchemeContrast = .increased
    app.wait()
    check(app, "parsta-home-en-\(scheme == .dark ? "dark" : "light")-high-contrast")
  }

  @Test func homeWithLargeText() {
    let app = ParstaTestHost()
    app.host.graph.rootEnvironment.dynamicTypeSize = .xxLarge
    app.wait()
    check(app, "parsta-home-en-large-text")
  }

  @Test func quizWithLargeText() {
    let app = ParstaTestHost()
    app.host.graph.rootEnvironment.dynamicTypeSize = .xxLarge
    app.wait()
    #expect(app.tap("Daily Quiz"))
    app.wait()
    check(app, "parsta-quiz-en-large-text")
  }

  /// The desktop's dark preference reaches the root environment; the app's own setting still wins over it, and
  /// "System" follows it.
  @Test(arguments: [AppearanceSetting.system, .light, .dark])
  func theAppearanceSettingOnADarkDesktop(setting: AppearanceSetting) {
    let defaults = UserDefaults(suiteName: "parsta-tests-\(UUID().uuidString)")!
    defaults.set(LanguageSetting.english.rawValue, forKey: SettingKeys.language)
    defaults.set(setting.rawValue, forKey: SettingKeys.appearance)
    let app = ParstaTestHost(scheme: .dark, defaults: defaults)
    let background = app.host.render().pixel(x: 200, y: 650)
    let isDark = background.r < 60 && background.g < 60 && background.b < 60
    #expect(isDark == (setting != .light), "\(setting): \(background)")
  }
}
