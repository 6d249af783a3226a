import Easel
import Foundation

/// A round of questions being answered: the day's quiz, or a practice round after it.
@MainActor
final class QuizSession: ObservableObject {
  enum Mode: Equatable {
    /// The day's quiz, which gives XP once.
    case daily
    /// A round after the day's quiz, for practice only.
    case practice
  }

  let mode: Mode
  let questions: [Question]
  /// The choice made for each question, in order.
  @Published private(set) var answers: [Int?]
  /// The question shown.
  @Published private(set) var index: Int
  /// What finishing gave, once finished.
  @Published private(set) var reward: QuizReward?
  @Published private(set) var isFinished = false

  init(mode: Mode, questions: [Question], answered: [String: Int] = [:]) {
    self.mode = mode
    self.questions = questions
    answers = questions.map { answered[$0.id] }
    index = questions.firstIndex { answered[$0.id] == nil } ?? max(0, questions.count - 1)
  }

  var current: Question? { questions.indices.contains(index) ? questions[index] : nil }
  var currentAnswer: Int? { questions.indices.contains(index) ? answers[index] : nil }
  var isLast: Bool { index == questions.count - 1 }
  var score: Int { zip(questions, answers).filter { $0.1 == $0.0.answer }.count }
  var answeredCount: Int { answers.compactMap { $0 }.count }

  /// The questions answered wrong, with the choice made.
  var mistakes: [(question: Question, choice: Int)] {
    zip(questions, answers).compactMap { question, choice in
      guard let choice, choice != question.answer else { return nil }
      return (question, choice)
    }
  }

  /// Answers the current question with `choice`, once, and stores the answer.
  func answer(_ choice: Int, model: ParstaModel) {
    guard let question = current, answers[index] == nil, question.choices.indices.contains(choice) else { return }
    answers[index] = choice
    let day = model.today
    let now = model.environment.now()
    let practice = mode == .practice
    model.change { try $0.record(answer: choice, to: question, on: day, at: now, practice: practice) }
  }

  /// Goes to the next question, or finishes after the last.
  func next(model: ParstaModel) {
    guard currentAnswer != nil else { return }
    if !isLast {
      index += 1
      return
    }
    guard !isFinished else { return }
    isFinished = true
    if mode == .daily {
      let day = model.today
      let now = model.environment.now()
      let score = score
      reward = model.change { try $0.finishDailyQuiz(on: day, score: score, at: now) }
    }
  }
}
