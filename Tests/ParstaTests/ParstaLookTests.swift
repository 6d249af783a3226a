import Easel
import EaselTesting
import Foundation
import Testing

@testable import Parsta

/// Reference images of parSta!'s screens in both languages and appearances.
@MainActor
@Suite struct ParstaLookTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "ReferenceImages")

  func check(_ app: ParstaTestHost, _ name: String) {
    let comparison = ReferenceImage.compare(app.host.render(), named: name, in: Self.directory)
    #expect(comparison.matches, "\(comparison)")
  }

  static let variants: [(LanguageSetting, ColorScheme)] = [
    (.english, .light), (.korean, .light), (.english, .dark), (.korean, .dark),
  ]

  static func suffix(_ language: LanguageSetting, _ scheme: ColorScheme) -> String {
    "\(language.rawValue)-\(scheme == .dark ? "dark" : "light")"
  }

  @Test(arguments: 0..<4) func home(variant: Int) {
    let (language, scheme) = Self.variants[variant]
    let app = ParstaTestHost(language: language, scheme: scheme)
    check(app, "parsta-home-\(Self.suffix(language, scheme))")
  }

  @Test(arguments: 0..<4) func settings(variant: Int) {
    let (language, scheme) = Self.variants[variant]
    let app = ParstaTestHost(language: language, scheme: scheme)
    _ = app.host.key("1", modifiers: .command)
    app.wait()
    check(app, "parsta-settings-\(Self.suffix(language, scheme))")
  }

  @Test(arguments: 0..<4) func quizQuestion(variant: Int) {
    let (language, scheme) = Self.variants[variant]
    let app = ParstaTestHost(language: language, scheme: scheme)
    #expect(app.tap(language == .english ? "Daily Quiz" : "데일리 퀴즈"))
    app.wait()
    _ = app.host.key("2", modifiers: [])
    app.wait()
    check(app, "parsta-quiz-\(Self.suffix(language, scheme))")
  }
}
