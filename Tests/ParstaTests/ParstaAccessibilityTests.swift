import Easel
import EaselTesting
import Foundation
import Testing

@testable import Parsta

/// parSta! as a screen reader reads it: every control named, the quiz's question and verdict said where the focus
/// goes, the tab bar saying which tab shows.
@MainActor
@Suite struct ParstaAccessibilityTests {
  @Test func everyControlOfHomeAndTheQuizIsNamed() {
    let app = ParstaTestHost()
    check(app.host.accessibilityElements, on: "Home")
    #expect(app.host.find(accessibilityLabel: "Home", role: .button)?.isSelected == true)
    #expect(app.host.find(accessibilityLabel: "Setting", role: .button)?.isSelected == false)
    #expect(app.tap("Daily Quiz"))
    app.wait()
    check(app.host.accessibilityElements, on: "the quiz")
    #expect(app.host.find(accessibilityLabel: "Daily Quiz", role: .heading) != nil)
    #expect(app.host.find(accessibilityLabel: "Question 1 of 5") != nil)
  }

  @Test func answeringMovesTheFocusToNextWhichSaysTheVerdict() throws {
    let app = ParstaTestHost()
    #expect(app.tap("Daily Quiz"))
    app.wait()
    let question = try #require(app.model.store.flatMap { try? $0.dailyQuiz(on: app.model.today) }?.questions.first)
    let choices = try #require(app.host.accessibilityTree.flatMap(\.flattened).first { $0.role == .group })
    #expect(choices.label == InlineCodeText.spoken(question.prompt.en))
    #expect(choices.children.count == question.choices.count)
    // The question starts with the keyboard on its prompt, which a screen reader reads with its code.
    let prompt = try #require(app.host.accessibilityElements.first { $0.isFocused })
    #expect(prompt.label?.hasPrefix(InlineCodeText.spoken(question.prompt.en)) == true)
    #expect(prompt.label?.hasSuffix(question.code ?? "") == true)
    let first = try #require(choices.children.first)
    #expect(first.label == "1, " + InlineCodeText.spoken(question.choices[0].text.en))
    #expect(app.host.performAccessibilityAction(on: first))
    app.wait()
    let next = try #require(app.host.accessibilityElements.first { $0.label == "Next" || $0.label == "See results" })
    #expect(next.isFocused)
    let verdict = question.answer == 0 ? "Correct!" : "Not quite. The answer is:"
    #expect(next.hint?.hasPrefix(verdict) == true, "\(next.hint ?? "")")
    // Next brings the second question, again with the keyboard on its prompt.
    #expect(app.host.performAccessibilityAction(on: next))
    app.wait()
    #expect(app.host.find(accessibilityLabel: "Question 2 of 5") != nil)
    let second = try #require(app.model.store.flatMap { try? $0.dailyQuiz(on: app.model.today) }?.questions[1])
    let focused = app.host.accessibilityElements.first(where: \.isFocused)
    #expect(focused?.label?.hasPrefix(InlineCodeText.spoken(second.prompt.en)) == true)
  }

  @Test func theKeyboardAloneGoesFromQuestionToQuestion() throws {
    let app = ParstaTestHost()
    #expect(app.tap("Daily Quiz"))
    app.wait()
    let quiz = try #require(app.model.store.flatMap { try? $0.dailyQuiz(on: app.model.today) })
    #expect(app.host.key("1"))
    app.wait()
    #expect(app.host.accessibilityElements.first { $0.isFocused }?.label == "Next")
    #expect(app.host.key(.return))
    app.wait()
    let focused = app.host.accessibilityElements.first { $0.isFocused }
    #expect(focused?.label?.hasPrefix(InlineCodeText.spoken(quiz.questions[1].prompt.en)) == true)
    // The rest of the round, to the score, which takes the focus so that it is said first.
    for _ in 1..<quiz.questions.count {
      #expect(app.host.key("1"))
      app.wait()
      #expect(app.host.key(.return))
      app.wait()
    }
    let score = app.host.accessibilityElements.first { $0.isFocused }
    #expect(score?.label?.hasPrefix("Score: ") == true, "\(score?.label ?? "nothing focused")")
  }

  private func check(_ elements: [AccessibilityElement], on screen: String) {
    for element in elements where !element.actions.isEmpty || element.isFocusable {
      // A scroll area is unnamed, as SwiftUI's scroll views are: readers call it by its role ("scroll area").
      #expect(
        element.label?.isEmpty == false || element.role == .scrollArea, "an unnamed \(element.role) on \(screen)")
      #expect(element.frame.width > 0 && element.frame.height > 0, "\(element.label ?? "") on \(screen)")
    }
  }
}
