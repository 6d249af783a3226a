import Easel
import Foundation

/// Every rank with its badge and the experience that reaches it, and where the learner stands: ranks reached, the
/// current one with its progress, and the experience each later rank still needs. Shown as a sheet from the Account
/// tab.
public struct RankInfoView: View {
  /// The learner's experience.
  public let xp: Int
  @Environment(\.locale) private var locale
  @Environment(\.dismiss) private var dismiss

  public init(xp: Int) { self.xp = xp }

  public var body: some View {
    let current = Rank.rank(for: xp)
    VStack(alignment: .leading, spacing: 12) {
      HStack {
        Text("Ranks").font(.title2.bold())
        Spacer()
        Button {
          dismiss()
        } label: {
          Text("Done").font(.headline).foregroundStyle(Color.parsta)
        }
        .buttonStyle(.plain)
      }
      Text("Earn experience with daily quizzes and lessons to climb the ranks.")
        .font(.subheadline).foregroundStyle(.secondary)
        .fixedSize(horizontal: false, vertical: true)
      VStack(spacing: 8) {
        ForEach(Rank.all) { rank in
          row(rank, current: current)
        }
      }
    }
    .padding(16)
    // The sheet is at most the window less a margin: the rows take what it gives.
    .frame(maxWidth: 350)
    .background(Color.parstaBackground)
  }

  private func row(_ rank: Rank, current: Rank) -> some View {
    HStack(spacing: 12) {
      RankBadge(rank: rank, size: 40)
        .opacity(rank.level > current.level ? 0.45 : 1)
      // The stack's 12 points follow the badge only: a spacer in it would take them on both sides too, leaving the
      // name less room than the row has.
      HStack(spacing: 0) {
        VStack(alignment: .leading, spacing: 3) {
          HStack(spacing: 6) {
            Text(verbatim: rank.name(locale)).font(.headline)
            if rank == current {
              Text("Current")
                .font(.caption.bold()).foregroundStyle(Color.white)
                .padding(.horizontal, 6).padding(.vertical, 2)
                .background(Color.parsta, in: Capsule())
            }
          }
          Text("From \(rank.threshold) XP").font(.caption).foregroundStyle(.secondary)
          if rank == current, let next = rank.next {
            RankProgressBar(value: rank.progress(xp: xp)).frame(height: 6)
            Text("\(next.threshold - xp) XP to \(next.name(locale))").font(.caption).foregroundStyle(.secondary)
          }
        }
        Spacer(minLength: 0)
        status(rank, current: current)
      }
    }
    .padding(10)
    .background(
      rank == current ? Color.parsta.opacity(0.1) : Color.parstaCard, in: RoundedRectangle(cornerRadius: 12)
    )
    .overlay(
      RoundedRectangle(cornerRadius: 12).strokeBorder(
        rank == current ? Color.parsta.opacity(0.6) : Color.clear, lineWidth: 1.5))
  }

  @ViewBuilder private func status(_ rank: Rank, current: Rank) -> some View {
    if rank.level < current.level || (rank == current && rank.next == nil) {
      Image(systemName: "checkmark.circle.fill").font(.system(size: 20)).foregroundStyle(Color.parsta)
    } else if rank.level > current.level {
      Text("\(rank.threshold - xp) XP to go")
        .font(.caption.bold()).foregroundStyle(Color.parstaGray)
    } else {
      Text("\(Int((rank.progress(xp: xp) * 100).rounded(.down)))%")
        .font(.subheadline.bold()).foregroundStyle(Color.parsta)
    }
  }
}
