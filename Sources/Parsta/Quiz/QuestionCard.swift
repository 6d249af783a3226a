import Easel
import Foundation

/// A question: its prompt and code, the choices (keys 1–4), and once answered, why each choice is right or wrong.
struct QuestionCard: View {
  let question: Question
  let chosen: Int?
  /// Which choice has the keyboard focus; ``QuestionCard/promptFocus`` for the question itself.
  var focusedChoice: FocusState<Int?>.Binding?

  /// The focus value of the question's prompt, where a question starts, so that a screen reader reads it (and its
  /// code) first.
  static let promptFocus = -1
  let onChoose: @MainActor @Sendable (Int) -> Void
  @Environment(\.locale) private var locale
  @Environment(\.openURL) private var openURL
  @State private var isFlagging = false

  @ViewBuilder private var promptText: some View {
    let prompt = InlineCodeText(question.prompt(locale))
      .font(.title3.weight(.semibold))
      .fixedSize(horizontal: false, vertical: true)
      .accessibilityLabel(Text(verbatim: spokenPrompt))
    if let focusedChoice {
      prompt.focusable().focused(focusedChoice, equals: Self.promptFocus)
    } else {
      prompt
    }
  }

  /// The prompt with its code, as a screen reader reads the question.
  private var spokenPrompt: String {
    let prompt = InlineCodeText.spoken(question.prompt(locale))
    guard let code = question.code else { return prompt }
    return prompt + "\n" + code
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 14) {
      HStack(spacing: 8) {
        Text(verbatim: question.topic.title(locale))
          .font(.caption.weight(.semibold))
          .foregroundStyle(Color.parsta)
          .padding(.horizontal, 8)
          .padding(.vertical, 3)
          .background(Color.parsta.opacity(0.12), in: Capsule())
        DifficultyDots(level: question.difficulty)
        if let badge = question.swiftBadge {
          // Behaviour of a Swift newer than 5.9: the learner's compiler may behave otherwise.
          Text(verbatim: badge)
            .font(.caption.weight(.semibold))
            .foregroundStyle(Color.orange)
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .background(Color.orange.opacity(0.14), in: Capsule())
            .accessibilityLabel(Text("Needs \(badge)"))
        }
        Spacer()
        Button(action: { isFlagging = true }) {
          Image(systemName: "flag")
            .foregroundStyle(Color.parstaGray)
        }
        .buttonStyle(.plain)
        .accessibilityLabel("Flag this question")
      }

      promptText

      if let code = question.code {
        // Not runnable here: running an output question's code would give its answer away.
        CodeSampleView(code: code, runnable: false)
      }

      VStack(spacing: 10) {
        ForEach(Array(question.choices.enumerated()), id: \.offset) { index, choice in
          let button = ChoiceButton(
            number: index + 1, choice: choice, state: state(of: index), showsWhy: chosen != nil,
            action: { onChoose(index) })
          if let focusedChoice {
            button.focused(focusedChoice, equals: index)
          } else {
            button
          }
        }
      }
      // The choices are a group named by the question: a screen reader says it as the focus comes to them.
      .accessibilityElement(children: .contain)
      .accessibilityLabel(Text(verbatim: InlineCodeText.spoken(question.prompt(locale))))

      if let chosen {
        feedback(correct: chosen == question.answer)
      }
    }
    .padding(16)
    .background(Color.parstaCard, in: RoundedRectangle(cornerRadius: 16))
    .sheet(isPresented: $isFlagging) {
      FlagQuestionSheet(question: question)
    }
  }

  private func state(of index: Int) -> ChoiceButton.State {
    guard let chosen else { return .open }
    if index == question.answer { return .right }
    return index == chosen ? .wrong : .other
  }

  private func feedback(correct: Bool) -> some View {
    VStack(alignment: .leading, spacing: 8) {
      Label(correct ? "Correct!" : "Not quite", systemImage: correct ? "checkmark.circle.fill" : "xmark.circle.fill")
        .font(.headline)
        .foregroundStyle(correct ? Color.green : Color.red)
      InlineCodeText(question.explanation(locale))
        .font(.subheadline)
        .fixedSize(horizontal: false, vertical: true)
      Button(action: { openURL(question.reference.url) }) {
        Label(question.reference.citation, systemImage: "book")
          .font(.footnote)
          .foregroundStyle(Color.parsta)
      }
      .buttonStyle(.plain)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(12)
    .background((correct ? Color.green : Color.red).opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
  }
}

/// A choice: its number key, its text, and once the question is answered, whether it was right and why.
struct ChoiceButton: View {
  enum State {
    /// Not answered yet.
    case open
    /// The right answer.
    case right
    /// The wrong answer chosen.
    case wrong
    /// A wrong answer not chosen.
    case other
  }

  let number: Int
  let choice: Question.Choice
  let state: State
  let showsWhy: Bool
  let action: @MainActor @Sendable () -> Void
  @Environment(\.locale) private var locale

  var body: some View {
    Button(action: action) {
      HStack(alignment: .top, spacing: 12) {
        Text(verbatim: "\(number)")
          .font(.subheadline.weight(.bold))
          .foregroundStyle(state == .open ? Color.parsta : .white)
          .frame(width: 26, height: 26)
          .background(badgeColor, in: Circle())
        VStack(alignment: .leading, spacing: 4) {
          InlineCodeText(choice.text(locale))
            .font(.body)
            .foregroundStyle(.primary)
            .fixedSize(horizontal: false, vertical: true)
          if showsWhy {
            InlineCodeText(choice.why(locale))
              .font(.footnote)
              .foregroundStyle(.secondary)
              .fixedSize(horizontal: false, vertical: true)
          }
        }
        Spacer(minLength: 0)
      }
      .padding(12)
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(background, in: RoundedRectangle(cornerRadius: 12))
      .overlay {
        RoundedRectangle(cornerRadius: 12)
          .strokeBorder(border, lineWidth: state == .open ? 1 : 2)
      }
      .contentShape(Rectangle())
    }
    .buttonStyle(.plain)
    .keyboardShortcut(KeyEquivalent(Character("\(number)")), modifiers: [])
    .accessibilityLabel(Text(verbatim: "\(number), " + InlineCodeText.spoken(choice.text(locale))))
    .accessibilityValue(verdict)
    .accessibilityHint(Text(verbatim: showsWhy ? InlineCodeText.spoken(choice.why(locale)) : ""))
  }

  /// What a screen reader says of the choice once the question is answered.
  private var verdict: Text {
    switch state {
    case .open: Text(verbatim: "")
    case .right: Text("Right answer")
    case .wrong: Text("Your answer, wrong")
    case .other: Text("Wrong answer")
    }
  }

  private var badgeColor: Color {
    switch state {
    case .open: Color.parsta.opacity(0.12)
    case .right: .green
    case .wrong: .red
    case .other: .parstaGray
    }
  }

  private var background: Color {
    switch state {
    case .right: Color.green.opacity(0.1)
    case .wrong: Color.red.opacity(0.1)
    case .open, .other: .parstaBackground
    }
  }

  private var border: Color {
    switch state {
    case .open: Color.parstaGray.opacity(0.3)
    case .right: .green
    case .wrong: .red
    case .other: .clear
    }
  }
}

/// One to three filled dots for a question's difficulty.
struct DifficultyDots: View {
  let level: Int

  var body: some View {
    HStack(spacing: 3) {
      ForEach(1...3, id: \.self) { dot in
        Circle()
          .fill(dot <= level ? Color.parsta : Color.parstaGray200)
          .frame(width: 6, height: 6)
      }
    }
  }
}
