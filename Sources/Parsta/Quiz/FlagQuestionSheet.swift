import Easel
import Foundation

/// Flags a question that looks wrong, with a note for its authors.
struct FlagQuestionSheet: View {
  let question: Question
  @EnvironmentObject private var model: ParstaModel
  @Environment(\.dismiss) private var dismiss
  @State private var note = ""
  @FocusState private var isNoteFocused: Bool

  var body: some View {
    VStack(alignment: .leading, spacing: 14) {
      Text("Flag this question")
        .font(.title3.bold())
      Text("What looks wrong? Your note is kept with the question and listed in Settings, to export.")
        .font(.subheadline)
        .foregroundStyle(.secondary)
        .fixedSize(horizontal: false, vertical: true)
      TextField("Note", text: $note)
        .textFieldStyle(.roundedBorder)
        .focused($isNoteFocused)
      HStack {
        Spacer()
        Button("Cancel", role: .cancel) { dismiss() }
          .keyboardShortcut(.cancelAction)
        Button("Flag") {
          let note = note.trimmingCharacters(in: .whitespacesAndNewlines)
          let now = model.environment.now()
          model.change { try $0.flag(questionID: question.id, note: note, at: now) }
          dismiss()
        }
        .buttonStyle(.borderedProminent)
        .tint(.parsta)
        .disabled(note.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        .keyboardShortcut(.defaultAction)
      }
    }
    // The width of a sheet in the phone-sized window, so that its height is measured at the width it is shown.
    .frame(width: 270)
    .padding(20)
    // The sheet opens to write the note.
    .onAppear { isNoteFocused = true }
  }
}
