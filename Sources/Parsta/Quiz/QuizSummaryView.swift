import Easel
import Foundation

/// The end of a round: the score, the XP (once a day), the streak, and a review of the mistakes.
struct QuizSummaryView: View {
  @ObservedObject var session: QuizSession
  let onPractice: @MainActor @Sendable () -> Void
  @EnvironmentObject private var model: ParstaModel
  @Environment(\.locale) private var locale
  @Environment(\.dismiss) private var dismiss
  /// The score takes the keyboard as the summary appears, so a screen reader says it first.
  @FocusState private var isScoreFocused: Bool

  var body: some View {
    VStack(spacing: 0) {
      review
      actions
    }
  }

  private var review: some View {
    ScrollView {
      VStack(spacing: 16) {
        VStack(spacing: 10) {
          VStack(spacing: 10) {
            Text(verbatim: "\(session.score) / \(session.questions.count)")
              .font(.system(size: 52, weight: .heavy))
              .foregroundStyle(Color.parsta)
            Text(headline)
              .font(.title3.weight(.semibold))
          }
          .accessibilityElement(children: .ignore)
          .accessibilityLabel(
            Text("Score: \(session.score) of \(session.questions.count).") + Text(" ") + Text(headline)
          )
          .focusable(interactions: .activate)
          .focused($isScoreFocused)
          .onAppear { isScoreFocused = true }
          HStack(spacing: 24) {
            stat(value: xpText, label: "XP", symbol: "sparkles")
            stat(value: "\(streak)", label: "Day streak", symbol: "flame")
          }
          .padding(.top, 4)
          if session.mode == .practice || session.reward?.xp == 0 {
            Text("Practice rounds give no XP: today's XP was counted with the daily quiz.")
              .font(.footnote)
              .foregroundStyle(.secondary)
              .multilineTextAlignment(.center)
              .fixedSize(horizontal: false, vertical: true)
          }
        }
        .frame(maxWidth: .infinity)
        .padding(20)
        .background(Color.parstaCard, in: RoundedRectangle(cornerRadius: 16))

        if session.mistakes.isEmpty {
          Label("No mistakes. Well done!", systemImage: "checkmark.circle.fill")
            .font(.headline)
            .foregroundStyle(Color.green)
        } else {
          VStack(alignment: .leading, spacing: 12) {
            Text("Review your mistakes")
              .font(.headline)
            ForEach(session.mistakes, id: \.question.id) { mistake in
              mistakeCard(mistake.question, choice: mistake.choice)
            }
          }
        }
      }
      .frame(width: 350)
      .padding(.vertical, 12)
      .frame(maxWidth: .infinity)
    }
  }

  /// The next steps, in reach below the review however long it is.
  private var actions: some View {
    HStack(spacing: 12) {
      Button(action: onPractice) {
        Text("Practice round").frame(maxWidth: .infinity)
      }
      .buttonStyle(.bordered)
      Button(action: { dismiss() }) {
        Text("Done").frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
      .tint(.parsta)
      .keyboardShortcut(.defaultAction)
    }
    .frame(width: 350)
    .padding(.vertical, 12)
  }

  private var headline: LocalizedStringKey {
    switch Double(session.score) / Double(max(1, session.questions.count)) {
    case 1: "Perfect!"
    case 0.6...: "Nicely done"
    default: "Keep going — review makes it stick"
    }
  }

  private var xpText: String { "+\(session.reward?.xp ?? 0)" }

  private var streak: Int {
    session.reward?.streak ?? (try? model.store?.streaks(today: model.today).current) ?? 0
  }

  private func stat(value: String, label: LocalizedStringKey, symbol: String) -> some View {
    VStack(spacing: 2) {
      Label(value, systemImage: symbol)
        .font(.title2.bold())
      Text(label)
        .font(.caption)
        .foregroundStyle(.secondary)
    }
  }

  private func mistakeCard(_ question: Question, choice: Int) -> some View {
    VStack(alignment: .leading, spacing: 6) {
      InlineCodeText(question.prompt(locale))
        .font(.subheadline.weight(.semibold))
        .fixedSize(horizontal: false, vertical: true)
      Label {
        InlineCodeText(question.choices[choice].text(locale))
      } icon: {
        Image(systemName: "xmark.circle.fill")
      }
      .font(.subheadline)
      .foregroundStyle(Color.red)
      Label {
        InlineCodeText(question.choices[question.answer].text(locale))
      } icon: {
        Image(systemName: "checkmark.circle.fill")
      }
      .font(.subheadline)
      .foregroundStyle(Color.green)
      InlineCodeText(question.explanation(locale))
        .font(.footnote)
        .foregroundStyle(.secondary)
        .fixedSize(horizontal: false, vertical: true)
    }
    .parstaCard()
  }
}
