import Foundation
import Parsta

/// The rules the content's shape must keep, without the toolchain: unique ids, whole texts in both languages, answers
/// that exist, claims where code is, and references to pages that exist.
public struct ContentStructureCheck: Sendable {
  /// The framework documentation pages known to exist.
  public var knownPages: Set<String>

  /// A check against `knownPages`: by default, the pages taken from Apple's documentation.
  public init(knownPages: Set<String> = DocumentationPages.known) { self.knownPages = knownPages }

  /// Checks every question and lesson of `content`.
  public func check(_ content: ContentLibrary) -> ContentReport {
    var report = ContentReport()
    report.findings += duplicates(content.questions.map(\.id), kind: "question")
    report.findings += duplicates(content.lessons.map(\.id), kind: "lesson")
    for question in content.questions { report.findings += check(question) }
    for lesson in content.lessons { report.findings += check(lesson) }
    let sections = content.lessons.reduce(0) { $0 + $1.sections.count }
    let references = Set(content.questions.map(\.reference) + content.lessons.map(\.reference))
    report.checked = [
      "\(content.questions.count) questions: ids, kinds, answers, every text in English and Korean, code claims",
      "\(content.lessons.count) lessons, \(sections) sections: every text in English and Korean, sources",
      "\(references.count) distinct references: chapters of the book and pages of Apple's documentation, link shapes",
    ]
    return report
  }

  private func duplicates(_ ids: [String], kind: String) -> [ContentFinding] {
    Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
      .map { ContentFinding($0, "two \(kind)s have this id") }
  }

  func check(_ question: Question) -> [ContentFinding] {
    var found: [String] = []
    let expectedChoices = question.kind == .trueFalse ? 2...2 : 3...5
    if !expectedChoices.contains(question.choices.count) {
      found.append("\(question.choices.count) choices for a \(question.kind.rawValue) question")
    }
    if !question.choices.indices.contains(question.answer) {
      found.append("the answer \(question.answer) is no choice")
    }
    if !(1...3).contains(question.difficulty) { found.append("difficulty \(question.difficulty) is not 1, 2 or 3") }
    var texts = [("prompt", question.prompt, false), ("explanation", question.explanation, false)]
    for (index, choice) in question.choices.enumerated() {
      // An output question's choices are what a program prints: the same in both languages.
      texts += [
        ("choice \(index + 1)", choice.text, question.kind == .output),
        ("why of choice \(index + 1)", choice.why, false),
      ]
    }
    found += texts.compactMap { name, text, verbatim in
      Self.incomplete(text, mayBeVerbatim: verbatim).map { "the \(name) \($0)" }
    }
    for language in [\LocalizedText.en, \LocalizedText.ko] {
      let choices = question.choices.map { $0.text[keyPath: language] }
      if Set(choices).count != choices.count { found.append("two choices read the same") }
    }
    switch (question.kind, question.code, question.check) {
    case (.output, nil, _): found.append("an output question without code")
    case (.output, _, .some): found.append("an output question is run: it takes no compiler claim")
    case (.choice, .some, nil), (.trueFalse, .some, nil): found.append("code without a claim of what the compiler says")
    default: break
    }
    if let check = question.check { found += Self.problems(of: check, code: question.code) }
    if let version = question.swiftVersion, !Self.isNewerSwift(version) {
      found.append("swiftVersion \(version) is not a Swift newer than 5.9, written like 6.0")
    }
    found += problems(of: question.reference)
    return found.map { ContentFinding(question.id, $0) }
  }

  func check(_ lesson: Lesson) -> [ContentFinding] {
    var found: [ContentFinding] = []
    let id = lesson.id
    for (name, text) in [("title", lesson.title), ("summary", lesson.summary)] {
      if let problem = Self.incomplete(text) { found.append(ContentFinding(id, "the \(name) \(problem)")) }
    }
    if lesson.sections.isEmpty { found.append(ContentFinding(id, "no sections")) }
    for (index, section) in lesson.sections.enumerated() {
      let item = "\(id)#\(index)"
      for (name, text) in [("heading", section.heading), ("body", section.body)] {
        if let problem = Self.incomplete(text) { found.append(ContentFinding(item, "the \(name) \(problem)")) }
      }
      if section.code == nil, section.runnable == true { found.append(ContentFinding(item, "runnable without code")) }
      if section.runnable == true, section.check != nil {
        found.append(ContentFinding(item, "a runnable sample is run: it takes no compiler claim"))
      }
      if let check = section.check {
        found += Self.problems(of: check, code: section.code).map { ContentFinding(item, $0) }
      }
    }
    // The app shows the book's CC BY credit under lessons whose source is the book: only the book's own chapters.
    switch (lesson.source, lesson.reference.book) {
    case (.tspl, .tspl), (.brief, _), (.documentation, .swiftui), (.documentation, .foundation),
      (.documentation, .observation), (.documentation, .combine), (.documentation, .swift):
      break
    default:
      found.append(
        ContentFinding(id, "source \(lesson.source.rawValue) with a reference to \(lesson.reference.book.title)"))
    }
    found += problems(of: lesson.reference).map { ContentFinding(id, $0) }
    return found
  }

  /// What is wrong with `reference`: a chapter the book lacks, a page not known to exist, a link of another shape.
  func problems(of reference: BookReference) -> [String] {
    let url = reference.url
    var found: [String] = []
    switch reference.book {
    case .tspl:
      if SwiftBookContents.chapters[reference.chapter] == nil {
        found.append("“\(reference.chapter)” is not a chapter of The Swift Programming Language")
      }
      if url.host != "docs.swift.org"
        || !url.path.hasPrefix("/swift-book/documentation/the-swift-programming-language/")
      {
        found.append("the book's link \(url) has another shape")
      }
    case .swiftui, .foundation, .observation, .combine, .swift:
      if url.scheme != "https" || url.host != "developer.apple.com"
        || !url.path.hasPrefix("/documentation/\(reference.book.rawValue)/") || url.path != url.path.lowercased()
      {
        found.append("the documentation link \(url) has another shape")
      }
      if !knownPages.contains(url.absoluteString) {
        found.append("\(url) is not a known page of Apple's documentation (DocumentationPages.swift)")
      }
    }
    return found
  }

  static func problems(of check: CodeCheck, code: String?) -> [String] {
    var found: [String] = []
    if let modes = check.modes, modes.isEmpty || !Set(modes).isSubset(of: CodeCheck.languageModes) {
      found.append("the claim's modes \(modes) are not among \(CodeCheck.languageModes)")
    }
    if check.expect != .swiftui, check.program(for: code).isEmpty { found.append("a claim with no code to compile") }
    if check.diagnostic != nil, check.expect != .refused { found.append("a diagnostic for code that compiles") }
    return found
  }

  /// Why `text` is incomplete: empty, or English prose left untranslated in the Korean. Code stays as it is in both
  /// languages, and so does what a program prints when `mayBeVerbatim`.
  static func incomplete(_ text: LocalizedText, mayBeVerbatim: Bool = false) -> String? {
    if text.en.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return "is empty in English" }
    if text.ko.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return "is empty in Korean" }
    let isCode = text.en.contains { "=(){}[]\"'`@:;<>".contains($0) }
    if !mayBeVerbatim, !isCode, text.en == text.ko, text.en.split(separator: " ").count > 3 {
      return "is not translated into Korean"
    }
    return nil
  }

  static func isNewerSwift(_ version: String) -> Bool {
    let parts = version.split(separator: ".").map { Int($0) }
    guard parts.count == 2, let major = parts[0], let minor = parts[1] else { return false }
    return (major, minor) > (5, 9)
  }
}
