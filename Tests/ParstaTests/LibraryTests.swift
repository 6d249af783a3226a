import Easel
import EaselTesting
import Foundation
import Testing

@testable import Parsta

@MainActor
@Suite struct LibraryTests {
  typealias F = LibraryFixtures

  @Test func searchLooksAtTitlesSummariesSectionsAndCode() {
    func ids(_ query: String, _ language: LanguageSetting) -> [String] {
      LessonSearch.filter(F.lessons, query: query, language: language).map(\.id)
    }
    #expect(ids("", .english) == ["optionals", "closures", "state"])
    #expect(ids("OPTIONAL", .english) == ["optionals"])
    #expect(ids("unwrap", .english) == ["optionals"])  // the summary
    #expect(ids("trailing", .english) == ["closures"])  // a section heading
    #expect(ids("redraws", .english) == ["state"])  // a section body
    #expect(ids("map {", .english) == ["closures"])  // code
    #expect(ids("print", .english) == ["optionals", "closures"])
    // Every word must match, anywhere in the lesson.
    #expect(ids("guard function", .english) == ["optionals"])
    #expect(ids("guard closure", .english).isEmpty)
    #expect(ids("zzz", .english).isEmpty)
  }

  /// Found by the fuzzing campaign (docs/RELIABILITY.md, fault 20): Foundation's `contains` on Linux trapped on a
  /// term ending in a NUL when the lesson's text had a character beyond ASCII before a matching prefix.
  @Test func aTermEndingInANulFindsNothingAndDoesNotTrap() throws {
    let lessons = try ContentLibrary.bundled().lessons
    for query in [".\u{0}", "\u{0}", "a\u{0}b", "·.\u{0}"] {
      #expect(LessonSearch.filter(lessons, query: query, language: .english).isEmpty)
      #expect(LessonSearch.filter(lessons, query: query, language: .korean).isEmpty)
    }
    #expect(LessonSearch.filter(lessons, query: "·", language: .english).isEmpty == false)
  }

  @Test func searchInKoreanReadsTheKoreanText() {
    func ids(_ query: String, _ language: LanguageSetting) -> [String] {
      LessonSearch.filter(F.lessons, query: query, language: language).map(\.id)
    }
    #expect(ids("옵셔널", .korean) == ["optionals"])
    #expect(ids("캡처", .korean) == ["closures"])
    #expect(ids("뷰", .korean) == ["state"])
    #expect(ids("함수를 일찍", .korean) == ["optionals"])
    // English text is not searched while the app is in Korean, and the other way round; code is in both.
    #expect(ids("unwrap", .korean).isEmpty)
    #expect(ids("옵셔널", .english).isEmpty)
    #expect(ids("@State", .korean) == ["state"])
  }

  @Test func typingNarrowsTheLibraryLive() throws {
    let model = try F.model()
    let host = F.host(SwiftDataView(), model: model)
    #expect(host.find(text: "Optionals") != nil)
    #expect(host.find(text: "Closures") != nil)
    #expect(host.find(text: "State and Binding") != nil)
    #expect(host.find(text: "0 of 3 read") != nil)

    tapSearchField(host)
    host.type("clos")
    #expect(host.find(text: "Closures") != nil)
    #expect(host.find(text: "Optionals") == nil)
    #expect(host.find(text: "State and Binding") == nil)
    #expect(host.find(text: "SwiftUI") == nil)

    host.type("zzz")
    #expect(host.find(text: "Closures") == nil)
    #expect(host.find(text: "No lessons match “closzzz”") != nil)
  }

  @Test func koreanLibrarySearchesKorean() throws {
    let model = try F.model()
    let host = F.host(SwiftDataView(), model: model, locale: F.korean)
    #expect(host.find(text: "옵셔널") != nil)
    #expect(host.find(text: "클로저") != nil)
    tapSearchField(host)
    host.type("캡처")
    #expect(host.find(text: "클로저") != nil)
    #expect(host.find(text: "옵셔널") == nil)
  }

  @Test func finishingALessonGivesExperienceOnce() throws {
    let model = try F.model()
    #expect(model.profile.xp == 0)
    let host = F.host(LessonView(lesson: F.optionals), model: model)
    #expect(host.find(text: "+15 XP") == nil)
    try scrollToEnd(host, until: "Finish lesson")
    #expect(host.tap(text: "Finish lesson"))
    #expect(model.profile.xp == ParstaStore.xpPerLesson)
    #expect(host.find(text: "+15 XP") != nil)
    #expect(host.find(text: "Finish lesson") == nil)
    #expect(try model.store?.readLessonIDs() == ["optionals"])

    // Coming back, the lesson is read and gives nothing more.
    let again = F.host(LessonView(lesson: F.optionals), model: model)
    try scrollToEnd(again, until: "Read")
    #expect(again.find(text: "Finish lesson") == nil)
    #expect(again.find(text: "+15 XP") == nil)
    #expect(model.profile.xp == ParstaStore.xpPerLesson)

    // The library marks it.
    let library = F.host(SwiftDataView(), model: model)
    #expect(library.find(text: "1 of 3 read") != nil)
  }

  @Test func lessonShowsSectionsReferenceAndSource() throws {
    let model = try F.model()
    let host = F.host(LessonView(lesson: F.optionals), model: model)
    #expect(host.find(text: "A value or nothing") != nil)
    #expect(host.find(text: "Swift makes you handle the missing case before you use the value.") != nil)
    try scrollToEnd(host, until: "The Swift Programming Language — The Basics")
    #expect(host.find(text: "Finish lesson") != nil)

    let brief = F.host(LessonView(lesson: F.state), model: model)
    try scrollToEnd(brief, until: "SwiftUI — State")
    // Only lessons drawing on TSPL credit it.
    #expect(
      brief.find(
        text:
          "This lesson draws on The Swift Programming Language by Apple Inc., licensed under CC BY 4.0, explained in our own words."
      ) == nil)
    #expect(
      host.find(
        text:
          "This lesson draws on The Swift Programming Language by Apple Inc., licensed under CC BY 4.0, explained in our own words."
      ) != nil)
  }

  @Test func navigatesIntoALessonAndBack() throws {
    let model = try F.model()
    let host = F.host(
      VStack {
        Text("Home screen")
        NavigationLink(destination: SwiftDataView()) { Text("Open the library") }
      }, model: model)
    #expect(host.tap(text: "Open the library"))
    host.advance(by: 1)
    #expect(host.find(text: "Home screen") == nil)
    #expect(host.find(text: "Swift Data") != nil)

    #expect(host.tap(text: "Closures"))
    host.advance(by: 1)
    #expect(host.find(text: "Trailing closures") != nil)
    #expect(host.find(text: "Swift Data") == nil)

    tapBackButton(host)
    #expect(host.find(text: "Trailing closures") == nil)
    #expect(host.find(text: "Swift Data") != nil)

    tapBackButton(host)
    #expect(host.find(text: "Home screen") != nil)
  }

  @Test func withoutAToolchainSamplesSayHowToGetSwift() throws {
    let model = try F.model(searchPath: "")
    let host = F.host(LessonView(lesson: F.optionals), model: model)
    #expect(host.find(text: "Install Swift to run this sample.") != nil)
    #expect(host.find(text: "https://www.swift.org/install/linux/") != nil)
    #expect(host.find(text: "Run") == nil)
  }

  @Test func swiftUISamplesDoNotRun() throws {
    let model = try F.model(searchPath: F.processSearchPath)
    let host = F.host(LessonView(lesson: F.state), model: model)
    #expect(host.find(text: "A counter") != nil)
    #expect(host.find(text: "Run") == nil)
    #expect(host.find(text: "Install Swift to run this sample.") == nil)
  }

  @Test(arguments: [("en", F.english), ("ko", F.korean)])
  func referenceImages(language: String, locale: Locale) throws {
    for scheme in [ColorScheme.light, .dark] {
      let model = try F.model()
      _ = model.change { try $0.markLessonRead("closures", on: model.today, at: model.environment.now()) }
      let name = scheme == .dark ? "dark" : "light"
      let library = F.host(SwiftDataView(), model: model, locale: locale, colorScheme: scheme)
      let comparison = ReferenceImage.compare(
        library.render(), named: "parsta-library-\(language)-\(name)", in: F.referenceImages)
      #expect(comparison.matches, "\(comparison.description)")

      let lesson = F.host(LessonView(lesson: F.optionals), model: model, locale: locale, colorScheme: scheme)
      let lessonComparison = ReferenceImage.compare(
        lesson.render(), named: "parsta-lesson-\(language)-\(name)", in: F.referenceImages)
      #expect(lessonComparison.matches, "\(lessonComparison.description)")

      // A short lesson just finished: its reference, the credit to TSPL, and the experience it gave.
      let finished = F.host(LessonView(lesson: F.optionalsShort), model: model, locale: locale, colorScheme: scheme)
      #expect(
        finished.tap(text: locale == F.korean ? "레슨 마치기" : "Finish lesson") || finished.tap(text: "Finish lesson"))
      let finishedComparison = ReferenceImage.compare(
        finished.render(), named: "parsta-lesson-finished-\(language)-\(name)", in: F.referenceImages)
      #expect(finishedComparison.matches, "\(finishedComparison.description)")
    }
  }

  /// Every lesson bundled with the app (when its content is there) shows, and its samples tokenize exactly.
  @Test func bundledLessonsShow() throws {
    let content = try ContentLibrary.bundled()
    let model = try F.model(lessons: content.lessons)
    for lesson in content.lessons {
      for code in lesson.sections.compactMap(\.code) {
        #expect(SwiftHighlighter.tokens(in: code).map(\.text).joined() == code, "\(lesson.id)")
      }
      let host = F.host(LessonView(lesson: lesson), model: model)
      #expect(host.find(text: lesson.title.en) != nil, "\(lesson.id)")
    }
    if !content.lessons.isEmpty {
      let library = F.host(SwiftDataView(), model: model)
      #expect(library.find(text: "0 of \(content.lessons.count) read") != nil)
    }
  }

  /// Scrolls the screen down until `text` shows.
  private func scrollToEnd(_ host: ViewHost, until text: String) throws {
    for _ in 0..<40 where host.find(text: text).map({ $0.maxY > host.size.height }) ?? true {
      _ = host.scroll(at: CGPoint(x: 195, y: 400), by: CGSize(width: 0, height: 300))
      host.advance(by: 0.5)
    }
    let frame = try #require(host.find(text: text))
    #expect(frame.maxY <= host.size.height)
  }

  /// The search field under the title.
  private func tapSearchField(_ host: ViewHost) {
    guard let title = host.find(text: "Swift Data") else {
      Issue.record("No title")
      return
    }
    host.tap(at: CGPoint(x: 200, y: title.maxY + 12 + 20))
  }

  /// The team's back button, at the top-left of every pushed screen.
  private func tapBackButton(_ host: ViewHost) {
    host.tap(at: CGPoint(x: 30, y: 24))
    host.advance(by: 1)
  }
}
