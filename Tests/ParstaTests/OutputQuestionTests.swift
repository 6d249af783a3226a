import Foundation
import Testing

@testable import Parsta

/// Every "what does this print?" question, checked by running its code with the Swift toolchain: the right choice
/// must be exactly what the program prints.
@Suite struct OutputQuestionTests {
  static let questions = ((try? ContentLibrary.bundled().questions) ?? []).filter { $0.kind == .output }
  static let runner: SnippetRunner = {
    var runner = SnippetRunner(searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "", timeout: 120)
    runner.includesErrors = false
    return runner
  }()

  @Test func thereAreOutputQuestions() {
    #expect(Self.questions.count >= 30)
  }

  @Test(.enabled(if: runner.swift != nil, "needs the Swift toolchain on the PATH"))
  func eachSnippetPrintsItsAnswer() async {
    // Two at a time: each run compiles, and the machines have two cores.
    await withTaskGroup(of: (Question, SnippetRunner.Result).self) { group in
      var pending = Self.questions[...]
      for _ in 0..<2 {
        if let question = pending.popFirst() { group.addTask { (question, await Self.runner.run(question.code!)) } }
      }
      for await (question, result) in group {
        #expect(result.outcome == .exited(0), "\(question.id): \(result.outcome)")
        let printed = result.output.hasSuffix("\n") ? String(result.output.dropLast()) : result.output
        #expect(printed == question.choices[question.answer].text.en, "\(question.id) prints \(printed)")
        #expect(
          question.choices.indices.filter { $0 != question.answer }
            .allSatisfy { question.choices[$0].text.en != printed }, "\(question.id): a wrong choice is right too")
        if let question = pending.popFirst() { group.addTask { (question, await Self.runner.run(question.code!)) } }
      }
    }
  }
}
