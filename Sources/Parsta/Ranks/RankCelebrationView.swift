import Easel

/// The celebration of a new rank: the badge springs in over a dimmed window, with sparks around it.
struct RankCelebrationView: View {
  let rank: Rank
  let onContinue: @MainActor @Sendable () -> Void
  @Environment(\.locale) private var locale
  @State private var isShown = false

  var body: some View {
    ZStack {
      Color.black.opacity(0.45)
        .onTapGesture(perform: onContinue)
      VStack(spacing: 14) {
        ZStack {
          ForEach(0..<12, id: \.self) { spark in
            Circle()
              .fill(spark.isMultiple(of: 2) ? Color.parsta : Color.yellow)
              .frame(width: 8, height: 8)
              .offset(y: isShown ? -78 : -20)
              .rotationEffect(.degrees(Double(spark) * 30))
              .opacity(isShown ? 1 : 0)
          }
          RankBadge(rank: rank, size: 96)
            .scaleEffect(isShown ? 1 : 0.3)
        }
        .frame(width: 180, height: 180)
        Text("New rank!")
          .font(.headline)
          .foregroundStyle(Color.parsta)
        Text(verbatim: rank.name(locale))
          .font(.largeTitle.bold())
        Button(action: onContinue) {
          Text("Continue").frame(width: 160)
        }
        .buttonStyle(.borderedProminent)
        .tint(.parsta)
        .keyboardShortcut(.defaultAction)
      }
      .padding(28)
      .background(Color.parstaCard, in: RoundedRectangle(cornerRadius: 24))
    }
    .onAppear {
      withAnimation(.spring(response: 0.55, dampingFraction: 0.6)) { isShown = true }
    }
  }
}
