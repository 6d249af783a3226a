import Easel

/// The learner's rank under their name: the badge, the rank's name, the XP and a bar to the next rank.
struct RankDataView: View {
  let xp: Int
  @Environment(\.locale) private var locale

  private var rank: Rank { Rank.rank(for: xp) }

  var body: some View {
    HStack(spacing: 8) {
      RankBadge(rank: rank, size: 26)
      VStack(alignment: .leading, spacing: 4) {
        HStack(spacing: 6) {
          Text(verbatim: rank.name(locale))
            .font(.subheadline.weight(.semibold))
            .foregroundStyle(Color.parsta)
          Text(progressLabel)
            .font(.caption)
            .foregroundStyle(Color.parstaGray)
        }
        RankProgressBar(value: rank.progress(xp: xp))
          .frame(width: 180, height: 6)
      }
    }
  }

  private var progressLabel: LocalizedStringKey {
    if let next = rank.next { return "\(xp) / \(next.threshold) XP" }
    return "\(xp) XP"
  }
}
