import Easel
import Foundation

/// The Setting tab: the team's plain list of options, now all working.
struct SettingView: View {
  @EnvironmentObject private var model: ParstaModel
  @AppStorage(SettingKeys.language) private var language = LanguageSetting.system()
  @AppStorage(SettingKeys.appearance) private var appearance = AppearanceSetting.system
  @State private var isShowingHelp = false
  @State private var isConfirmingReset = false

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading, spacing: 0) {
        Text("Setting")
          .font(.largeTitle.bold())
          .padding(.horizontal, 20)
          .padding(.top, 24)
          .padding(.bottom, 8)

        List {
          SettingRow(icon: "globe", title: "Language") {
            // 픽커를 통해 언어 설정을 변경할 수 있도록 구현 (the notes' picker, now live)
            Picker("", selection: $language) {
              Text(verbatim: "English (US)").tag(LanguageSetting.english)
              Text(verbatim: "한국어 (KR)").tag(LanguageSetting.korean)
            }
            .fixedSize()
          }

          SettingRow(icon: "circle.lefthalf.filled", title: "Appearance") {
            Picker("", selection: $appearance) {
              Text("System").tag(AppearanceSetting.system)
              Text("Light").tag(AppearanceSetting.light)
              Text("Dark").tag(AppearanceSetting.dark)
            }
            .fixedSize()
          }

          NavigationLink(destination: PrivacyPolicyView()) {
            SettingRow(icon: "lock.shield", title: "Privacy Policy")
          }

          Button(action: { isShowingHelp = true }) {
            SettingRow(icon: "info.circle", title: "Help center")
          }
          .buttonStyle(.plain)

          NavigationLink(destination: AboutView()) {
            SettingRow(icon: "book", title: "About parSta!")
          }

          NavigationLink(destination: FlaggedQuestionsView()) {
            SettingRow(icon: "flag", title: "Flagged questions")
          }

          Button(action: { isConfirmingReset = true }) {
            SettingRow(icon: "trash", title: "Reset progress")
          }
          .buttonStyle(.plain)
        }
        .listStyle(.plain)
      }
      .navigationBarHidden(true)
      .alert(Text("Help center"), isPresented: $isShowingHelp) {
        Button("OK") {}
      } message: {
        Text(
          "parSta! was designed by the parSta! team in their SwiftUI team project, and grown into a desktop app on Easel. Questions and ideas are welcome on the project's issue tracker.\n\nVersion \(ParstaInfo.version)"
        )
      }
      .confirmationDialog(Text("Reset progress?"), isPresented: $isConfirmingReset, titleVisibility: .visible) {
        Button("Erase everything", role: .destructive) {
          model.change { try $0.eraseProgress(now: model.environment.now()) }
        }
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("Your nickname, picture, XP, rank, streaks, quiz history and flags are erased. This cannot be undone.")
      }
    }
  }
}

/// Facts about the app shown in Help and About.
enum ParstaInfo {
  static let version = "1.0"
}
