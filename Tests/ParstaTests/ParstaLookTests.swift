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

  @Test(arguments: 0..<4) func splash(variant: Int) {
    let (language, scheme) = Self.variants[variant]
    let host = ViewHost(
      SplashView().environment(\.locale, language.locale), size: CGSize(width: 390, height: 800), colorScheme: scheme)
    let comparison = ReferenceImage.compare(
      host.render(), named: "parsta-splash-\(Self.suffix(language, scheme))", in: Self.directory)
    #expect(comparison.matches, "\(comparison)")
  }

  @Test(arguments: 0..<4) func quizSummary(variant: Int) throws {
    let (language, scheme) = Self.variants[variant]
    let app = ParstaTestHost(language: language, scheme: scheme)
    let quiz = try #require(try app.model.store?.dailyQuiz(on: app.model.today))
    #expect(app.tap(language == .english ? "Daily Quiz" : "데일리 퀴즈"))
    app.wait()
    for (index, question) in quiz.questions.enumerated() {
      let choice = index == 2 ? (question.answer + 1) % question.choices.count : question.answer
      _ = app.host.key(KeyEquivalent(Character("\(choice + 1)")), modifiers: [])
      _ = app.host.key(.return)
      app.wait(0.3)
    }
    app.wait()
    check(app, "parsta-quiz-summary-\(Self.suffix(language, scheme))")
  }

  @Test(arguments: 0..<4) func privacyPolicy(variant: Int) throws {
    let (language, scheme) = Self.variants[variant]
    // The page names the data folder, so the image needs the same one every run.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parsta-privacy-\(variant)")
    try? FileManager.default.removeItem(at: folder)
    let app = ParstaTestHost(language: language, scheme: scheme, folder: folder)
    _ = app.host.key("1", modifiers: .command)
    app.wait()
    #expect(app.tap(language == .english ? "Privacy Policy" : "개인정보 처리방침"))
    app.wait()
    check(app, "parsta-privacy-\(Self.suffix(language, scheme))")
  }

  @Test(arguments: 0..<4) func about(variant: Int) {
    let (language, scheme) = Self.variants[variant]
    let app = ParstaTestHost(language: language, scheme: scheme)
    _ = app.host.key("1", modifiers: .command)
    app.wait()
    #expect(app.tap(language == .english ? "About parSta!" : "parSta! 정보"))
    app.wait()
    check(app, "parsta-about-\(Self.suffix(language, scheme))")
  }

  @Test(arguments: 0..<4) func rankCelebration(variant: Int) {
    let (language, scheme) = Self.variants[variant]
    let app = ParstaTestHost(language: language, scheme: scheme)
    app.model.celebratedRank = Rank.all[2]
    // The badge springs in from when the celebration appears, a frame after it is set.
    for _ in 0..<4 { app.wait(0.3) }
    check(app, "parsta-rank-up-\(Self.suffix(language, scheme))")
  }
}

/// A question about a Swift newer than 5.9 wears its badge beside the topic and the difficulty.
@MainActor
@Suite struct SwiftBadgeLookTests {
  @Test(arguments: [(LanguageSetting.english, ColorScheme.light), (.korean, .dark)])
  func aTypedThrowsQuestionShowsSwift6(language: LanguageSetting, scheme: ColorScheme) throws {
    let question = try #require(try ContentLibrary.bundled().question(id: "errors-004"))
    #expect(question.swiftBadge == "Swift 6")
    let card = QuestionCard(question: question, chosen: nil, onChoose: { _ in })
      .padding(12)
      .background(Color.parstaBackground)
      .environment(\.locale, language.locale)
    let host = ViewHost(card, size: CGSize(width: 390, height: 760), colorScheme: scheme)
    let comparison = ReferenceImage.compare(
      host.render(), named: "parsta-swift-badge-\(ParstaLookTests.suffix(language, scheme))",
      in: ParstaLookTests.directory)
    #expect(comparison.matches, "\(comparison)")
  }
}
