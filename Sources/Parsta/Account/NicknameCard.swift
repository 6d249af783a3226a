import Easel
import Foundation

/// The nickname field and its Save button. The draft is checked as it is typed, so a refusal shows under the field
/// before Save is pressed; Save stores the trimmed name.
struct NicknameCard: View {
  @EnvironmentObject var model: ParstaModel
  @State private var draft = ""
  /// The name last saved here, for the confirmation under the field while the draft still reads it.
  @State private var savedName: String?

  var body: some View {
    let verdict = NicknameRule.validate(draft)
    let unchanged = (try? verdict.get()) == model.profile.nickname
    AccountCard("Nickname") {
      HStack(spacing: 10) {
        TextField("Nickname", text: $draft)
          .textFieldStyle(.roundedBorder)
          .onSubmit(save)
        Button(action: save) {
          Text("Save")
            .font(.subheadline.bold())
            .foregroundStyle(Color.white)
            .padding(.horizontal, 16)
            .padding(.vertical, 7)
            .background(Color.parsta, in: RoundedRectangle(cornerRadius: 8))
            .opacity(unchanged || verdict.problem != nil ? 0.4 : 1)
        }
        .buttonStyle(.plain)
        .disabled(unchanged || verdict.problem != nil)
      }
      HStack {
        if let problem = verdict.problem {
          Label(problem.message, systemImage: "exclamationmark.triangle.fill")
            .font(.caption).foregroundStyle(Color.parsta)
        } else if unchanged, savedName == model.profile.nickname {
          Label("Nickname saved", systemImage: "checkmark.circle.fill")
            .font(.caption).foregroundStyle(.secondary)
        } else {
          Text("1–20 characters, in any language.").font(.caption).foregroundStyle(.secondary)
        }
        Spacer(minLength: 4)
        Text(verbatim: "\(draft.trimmingCharacters(in: .whitespacesAndNewlines).count)/\(NicknameRule.maximumLength)")
          .font(.caption)
          .foregroundStyle(verdict.problem == nil ? Color.parstaGray : Color.parsta)
      }
    }
    .onAppear { draft = model.profile.nickname }
    .onChange(of: model.profile.nickname) { _, nickname in
      // Erasing progress in Settings resets the name; the field follows.
      draft = nickname
    }
  }

  private func save() {
    guard case .success(let nickname) = NicknameRule.validate(draft), nickname != model.profile.nickname else {
      return
    }
    if model.change({ try $0.setNickname(nickname) }) != nil {
      draft = nickname
      savedName = nickname
    }
  }
}

extension Result where Failure == NicknameRule.Problem {
  /// The refusal, if any.
  fileprivate var problem: NicknameRule.Problem? {
    if case .failure(let problem) = self { problem } else { nil }
  }
}

extension NicknameRule.Problem {
  /// What the user is told under the field.
  var message: LocalizedStringKey {
    switch self {
    case .empty: "Enter a nickname."
    case .tooLong(let count): "\(count) characters; a nickname can have at most 20."
    case .controlCharacters: "A nickname cannot contain control characters."
    }
  }
}
