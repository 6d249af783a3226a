import Easel

/// Home, the app's main view after the splash: the learner's mini profile, the Swift news, and the ways into the
/// study library and the daily quiz.
struct HomeView: View {
  @EnvironmentObject private var model: ParstaModel
  @State private var isShowingCommingSoon = false

  var body: some View {
    NavigationStack {
      // 지오메트리를 통해 위치정확도를 높이기: the column is the notes' 390-pt phone width, centred when wider.
      GeometryReader { proxy in
        ScrollView {
          VStack(alignment: .leading, spacing: 0) {
            Group {
              ParstaLogo(size: 34)
                .frame(maxWidth: .infinity, minHeight: 60, alignment: .leading)
                .padding(.bottom, 15)

              HStack(spacing: 15) {
                AvatarView(avatar: model.profile.avatar, size: 56)

                VStack(alignment: .leading, spacing: 4) {
                  Text(verbatim: model.profile.nickname)
                    .font(.system(size: 25))
                    .fontWeight(.bold)
                    .lineLimit(1)
                    // Hangul and emoji come from fallback fonts with taller lines: the header keeps its height.
                    .frame(height: 30)

                  // 사용자의 랭크와 경험치 상태를 표시하는 뷰
                  RankDataView(xp: model.profile.xp)
                }
              }
              .frame(maxWidth: .infinity, alignment: .leading)
            }
            .padding(.horizontal, 20)

            NewsView(news: model.news)
              .padding(.top, 24)
              .frame(maxWidth: .infinity)

            VStack(spacing: 12) {
              NavigationLink(destination: SwiftDataView()) {
                HomeButtonLabel(title: "Swift Data")
              }

              NavigationLink(destination: DailyQuizView()) {
                HomeButtonLabel(title: "Daily Quiz")
              }

              Button(action: {
                self.isShowingCommingSoon = true
              }) {
                HomeButtonLabel(title: "Coming Soon...")
              }
              // 클릭시 경고를 띄움
              .alert(isPresented: $isShowingCommingSoon) {
                .init(
                  title: Text("Coming Soon..."), message: Text("This feature is being prepared."),
                  dismissButton: .default(Text("OK")))
              }
            }
            .buttonStyle(.plain)
            .padding(.top, 24)
            .frame(maxWidth: .infinity)
          }
          .padding(.vertical, 16)
          .frame(width: min(proxy.size.width, 390))
          .frame(maxWidth: .infinity)
        }
      }
      .background(Color.parstaBackground)
      .navigationBarHidden(true)
    }
  }
}

/// The notes' outlined button: a 350×40 brand-coloured rounded rectangle with a 347×37 card inside it.
struct HomeButtonLabel: View {
  let title: LocalizedStringKey

  var body: some View {
    ZStack {
      RoundedRectangle(cornerRadius: 10)
        .frame(width: 350, height: 40)
        .foregroundStyle(Color.parsta)

      RoundedRectangle(cornerRadius: 10)
        .frame(width: 347, height: 37)
        .foregroundStyle(Color.parstaCard)

      Text(title)
        .font(.system(size: 20))
        .fontWeight(.medium)
        .foregroundStyle(Color.parsta)
        .lineLimit(1)
    }
    .contentShape(Rectangle())
  }
}
