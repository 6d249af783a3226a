import Easel
import Foundation

/// The Daily Quiz: five questions a day, chosen for the day, then a summary; afterwards, practice rounds.
struct DailyQuizView: View {
  @EnvironmentObject private var model: ParstaModel
  @State private var session: QuizSession?
  @State private var todaysQuiz: DailyQuizRecord?
  @State private var practiceRounds = 0

  var body: some View {
    VStack(spacing: 0) {
      HStack(spacing: 4) {
        ParstaBackButton()
        Text(session?.mode == .practice ? "Practice round" : "Daily Quiz")
          .font(.title2.bold())
          .accessibilityHeading(.h1)
        Spacer()
      }
      .padding(.horizontal, 8)
      .padding(.top, 8)

      if let session {
        QuizRoundView(session: session, onPractice: startPractice)
          .id(ObjectIdentifier(session))
      } else if model.store == nil, model.storeFailure != nil {
        Spacer()
        Label("The quiz needs its database, which could not be opened.", systemImage: "exclamationmark.triangle")
          .foregroundStyle(.secondary)
          .padding(24)
        Spacer()
      } else if model.store == nil {
        Spacer()
        ProgressView()
        Spacer()
      } else {
        Spacer()
        Text("There are no questions to ask.")
          .foregroundStyle(.secondary)
        Spacer()
      }
    }
    .background(Color.parstaBackground)
    .navigationBarHidden(true)
    .onAppear(perform: load)
  }

  /// Today's quiz, where it was left, or its summary when it is done.
  private func load() {
    guard session == nil, let store = model.store else { return }
    let today = model.today
    guard let quiz = model.change({ try $0.dailyQuiz(on: today) }), !quiz.questions.isEmpty else { return }
    todaysQuiz = quiz
    if quiz.isCompleted {
      startPractice()
    } else {
      session = QuizSession(
        mode: .daily, questions: quiz.questions, answered: (try? store.dailyAnswers(on: today)) ?? [:])
    }
  }

  private func startPractice() {
    practiceRounds += 1
    let today = model.today
    let seed = UInt64(practiceRounds) &* 0x2545_F491_4F6C_DD1D ^ UInt64(model.environment.now().timeIntervalSince1970)
    guard let questions = model.change({ try $0.practiceQuestions(on: today, seed: seed) }), !questions.isEmpty
    else { return }
    session = QuizSession(mode: .practice, questions: questions)
  }
}

/// One round: the current question until the last is answered, then the summary.
struct QuizRoundView: View {
  @ObservedObject var session: QuizSession
  let onPractice: @MainActor @Sendable () -> Void
  @EnvironmentObject private var model: ParstaModel
  @Environment(\.locale) private var locale
  /// After an answer the keyboard goes to Next, which carries the verdict, so a screen reader says it at once.
  @FocusState private var isNextFocused: Bool
  /// Each question starts with the keyboard on its prompt, which a screen reader reads with its code.
  @FocusState private var focusedChoice: Int?

  var body: some View {
    if session.isFinished {
      QuizSummaryView(session: session, onPractice: onPractice)
    } else if let question = session.current {
      VStack(spacing: 0) {
        HStack {
          QuizProgressDots(answers: session.answers, questions: session.questions, index: session.index)
          Spacer()
          Text(verbatim: "\(session.index + 1) / \(session.questions.count)")
            .font(.subheadline)
            .foregroundStyle(Color.parstaGray)
            .accessibilityLabel(Text("Question \(session.index + 1) of \(session.questions.count)"))
        }
        .frame(width: 350)
        .padding(.vertical, 8)
        ScrollView {
          QuestionCard(
            question: question, chosen: session.currentAnswer, focusedChoice: $focusedChoice,
            onChoose: {
              session.answer($0, model: model)
              isNextFocused = true
            }
          )
          // Each question's card appears anew (its own identity), and takes the keyboard to its prompt.
          .onAppear {
            if session.currentAnswer == nil, focusedChoice == nil { focusedChoice = QuestionCard.promptFocus }
          }
          .id(question.id)
          .frame(width: 350)
          .padding(.bottom, 12)
          .frame(maxWidth: .infinity)
        }
        // The next question's card takes the focus to its prompt as it appears.
        Button(action: { session.next(model: model) }) {
          Text(session.isLast ? "See results" : "Next")
            .font(.headline)
            .frame(width: 318)
            .padding(.vertical, 4)
        }
        .buttonStyle(.borderedProminent)
        .tint(.parsta)
        .disabled(session.currentAnswer == nil)
        .keyboardShortcut(.defaultAction)
        .focused($isNextFocused)
        .accessibilityHint(verdict(on: question))
        .padding(.vertical, 12)
      }
    }
  }

  /// What the answer was: right or not, the right choice when it was not, and the explanation.
  private func verdict(on question: Question) -> Text {
    guard let answer = session.currentAnswer else { return Text(verbatim: "") }
    let right = question.choices[question.answer].text(locale)
    let verdict = answer == question.answer ? Text("Correct!") : Text("Not quite. The answer is: \(right)")
    return verdict + Text(verbatim: " " + InlineCodeText.spoken(question.explanation(locale)))
  }
}

/// A dot per question: answered right, wrong, current or to come.
struct QuizProgressDots: View {
  let answers: [Int?]
  let questions: [Question]
  let index: Int

  var body: some View {
    HStack(spacing: 8) {
      ForEach(Array(questions.enumerated()), id: \.offset) { position, question in
        Capsule()
          .fill(color(at: position, question))
          .frame(width: position == index ? 28 : 10, height: 10)
      }
    }
    .animation(.smooth, value: index)
  }

  private func color(at position: Int, _ question: Question) -> Color {
    guard let answer = answers[position] else { return position == index ? .parsta : .parstaGray200 }
    return answer == question.answer ? .green : .red
  }
}
