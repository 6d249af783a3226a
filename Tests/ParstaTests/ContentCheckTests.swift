import Foundation
import Testing

@testable import ContentChecking
@testable import Parsta

/// The content check itself: it passes the bundled content's structure, and it catches each kind of defect planted in
/// content made for the purpose (the toolchain's part in both language modes, where the toolchain is installed).
@Suite struct ContentCheckTests {
  static let toolchain = ToolchainCheck(searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "")

  static func question(
    _ id: String, kind: Question.Kind = .choice, code: String? = nil, check: CodeCheck? = nil, answer: Int = 0,
    choices: [String] = ["A", "B", "C", "D"],
    reference: BookReference = BookReference(book: .tspl, chapter: "The Basics")
  ) -> Question {
    Question(
      id: id, topic: .basics, difficulty: 1, kind: kind,
      prompt: LocalizedText(en: "What does this code do?", ko: "이 코드는 무엇을 할까요?"), code: code,
      choices: choices.map {
        Question.Choice(text: LocalizedText(en: $0, ko: $0), why: LocalizedText(en: "Because.", ko: "그래서입니다."))
      },
      answer: answer, explanation: LocalizedText(en: "An explanation.", ko: "설명입니다."), reference: reference,
      check: check)
  }

  @Test func theBundledContentHasItsStructure() throws {
    let report = ContentStructureCheck().check(try ContentLibrary.bundled())
    #expect(report.findings == [])
    #expect(report.checked.count == 3)
  }

  @Test func findsStructuralDefects() {
    var untranslated = Self.question("untranslated")
    untranslated.explanation = LocalizedText(en: "This is not translated at all.", ko: "This is not translated at all.")
    let content = ContentLibrary(
      questions: [
        Self.question("twice"), Self.question("twice"),
        Self.question("no-claim", code: "let x = 1"),
        Self.question("no-chapter", reference: BookReference(book: .tspl, chapter: "The Basic")),
        Self.question("no-page", reference: BookReference(book: .swiftui, chapter: "View/invented(_:)")),
        Self.question("no-answer", answer: 7),
        untranslated,
      ],
      lessons: [])
    let items = Set(ContentStructureCheck().check(content).findings.map(\.item))
    #expect(items == ["twice", "no-claim", "no-chapter", "no-page", "no-answer", "untranslated"])
  }

  @Test func aLessonCreditsTheBookOnlyForTheBooksChapters() throws {
    var lesson = try #require(try ContentLibrary.bundled().lessons.first { $0.reference.book == .tspl })
    lesson.reference = BookReference(book: .swiftui, chapter: "View")
    let findings = ContentStructureCheck(knownPages: [lesson.reference.url.absoluteString]).check(lesson)
    #expect(findings.map(\.message) == ["source tspl with a reference to SwiftUI"])
  }

  @Test func aClaimHoldsInItsModesAndTheOppositeInTheOthers() {
    let swift6Only = CodeCheck(expect: .refused, modes: [6])
    #expect(swift6Only.compiles(inMode: 5) == true)
    #expect(swift6Only.compiles(inMode: 6) == false)
    #expect(CodeCheck(expect: .compiles).compiles(inMode: 5) == true)
    #expect(CodeCheck(expect: .swiftui).compiles(inMode: 6) == nil)
    #expect(CodeCheck(expect: .compiles, prelude: "let x = 1").program(for: "print(x)") == "let x = 1\nprint(x)")
  }

  @Test(.enabled(if: toolchain.isAvailable, "needs swift and swiftc on the PATH"))
  func theToolchainHoldsEachClaimInBothModes() async {
    let content = ContentLibrary(
      questions: [
        Self.question("prints-right", kind: .output, code: "print(1 + 1)", choices: ["2", "11", "3", "0"]),
        Self.question("prints-wrong", kind: .output, code: "print(1 + 2)", choices: ["2", "12", "4", "0"]),
        Self.question(
          "refused-right", code: "let limit = 10\nlimit = 20",
          check: CodeCheck(expect: .refused, diagnostic: "'let' constant")),
        Self.question("refused-wrong", code: "var limit = 10\nlimit = 20", check: CodeCheck(expect: .refused)),
        // A non-final class with a stored var cannot be Sendable, which Swift 6 mode enforces and Swift 5 mode allows.
        Self.question(
          "swift6-only", check: CodeCheck(expect: .refused, modes: [6], prelude: "class C: Error { var m = \"\" }")),
      ],
      lessons: [])
    let findings = await Self.toolchain.check(content).findings
    #expect(Set(findings.map(\.item)) == ["prints-wrong", "refused-wrong"])
    #expect(findings.count == 4, "each wrong claim fails in both modes: \(findings)")
  }

  @Test func aFlagReportNamesTheQuestionItsAnswerAndTheVersion() {
    let question = Self.question("basics-001")
    let content = ContentLibrary(questions: [question], lessons: [], digest: "abc123")
    let flag = QuestionFlag(
      id: 1, questionID: "basics-001", note: "Choice B is right too", date: Date(timeIntervalSince1970: 0))
    let gone = QuestionFlag(id: 2, questionID: "removed-009", note: "Typo", date: Date(timeIntervalSince1970: 0))
    let report = FlagReport.text(for: [flag, gone], content: content, version: "1.0")
    #expect(report.hasPrefix("parSta! 1.0, content abc123: 2 flagged questions."))
    #expect(report.contains("[basics-001] flagged 1970-01-01T00:00:00Z\nPrompt: What does this code do?"))
    #expect(report.contains("* 1. A\n  2. B"))
    #expect(report.contains("Note: Choice B is right too"))
    #expect(report.contains("[removed-009] flagged 1970-01-01T00:00:00Z\n(no longer in this version's questions)"))
  }
}
