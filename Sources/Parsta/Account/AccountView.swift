import Easel
import Foundation

/// The Account tab: who the learner is (picture, nickname, rank and experience), how to change the picture and the
/// nickname, and what they have done (streaks, quizzes, a twelve-week heatmap, accuracy per topic).
///
/// It is the third tab of the app's custom tab bar, so it has no back button and leaves room at the bottom for the
/// bar.
public struct AccountView: View {
  @EnvironmentObject var model: ParstaModel
  @Environment(\.locale) private var locale
  @State private var showsRankInfo = false

  public init() {}

  public var body: some View {
    let stats = (try? model.store?.statistics(today: model.today)) ?? nil
    ScrollView {
      VStack(spacing: 16) {
        Text("Account").font(.title2.bold()).frame(width: 350, alignment: .leading)
        AccountHeaderCard(profile: model.profile) { showsRankInfo = true }
        AvatarPickerCard()
        NicknameCard()
        if let stats {
          AccountStatsCard(stats: stats)
          AccountActivityCard(activity: stats.activity, today: model.today)
          AccountAccuracyCard(accuracy: stats.accuracy)
        }
      }
      .frame(maxWidth: .infinity)
      .padding(.top, 16)
      // The tab bar covers the bottom of the window.
      .padding(.bottom, 86)
    }
    .background(Color.parstaBackground)
    .sheet(isPresented: $showsRankInfo) {
      RankInfoView(xp: model.profile.xp).environment(\.locale, locale)
    }
  }
}

/// A 350-point card: the screen's building block.
struct AccountCard<Content: View>: View {
  let title: LocalizedStringKey?
  @ViewBuilder let content: Content

  init(_ title: LocalizedStringKey? = nil, @ViewBuilder content: () -> Content) {
    self.title = title
    self.content = content()
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      if let title { Text(title).font(.headline) }
      content
    }
    .padding(16)
    .frame(width: 350, alignment: .leading)
    .background(Color.parstaCard, in: RoundedRectangle(cornerRadius: 16))
  }
}

/// The picture, nickname, rank, experience and the way to the next rank.
struct AccountHeaderCard: View {
  let profile: Profile
  let showRankInfo: () -> Void
  @Environment(\.locale) private var locale

  var body: some View {
    let rank = profile.rank
    AccountCard {
      HStack(spacing: 16) {
        AvatarView(avatar: profile.avatar, size: 88)
        VStack(alignment: .leading, spacing: 6) {
          Text(verbatim: profile.nickname).font(.title2.bold()).lineLimit(1)
          HStack(spacing: 6) {
            RankBadge(rank: rank, size: 26)
            Text(verbatim: rank.name(locale)).font(.headline).foregroundStyle(Color.parsta)
          }
          Text("\(profile.xp) XP").font(.subheadline).foregroundStyle(.secondary)
        }
        Spacer(minLength: 0)
      }
      VStack(alignment: .leading, spacing: 6) {
        RankProgressBar(value: rank.progress(xp: profile.xp)).frame(height: 8)
        if let next = rank.next {
          Text("\(next.threshold - profile.xp) XP to \(next.name(locale))")
            .font(.caption).foregroundStyle(.secondary)
        } else {
          Text("You have reached the highest rank.").font(.caption).foregroundStyle(.secondary)
        }
      }
      Button {
        showRankInfo()
      } label: {
        HStack(spacing: 6) {
          Image(systemName: "info.circle")
          Text("Rank info")
        }
        .font(.subheadline.bold())
        .foregroundStyle(Color.parsta)
        .frame(maxWidth: .infinity)
        .padding(.vertical, 9)
        .background(Color.parsta.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
      }
      .buttonStyle(.plain)
    }
  }
}

/// Streaks and finished quizzes, as three tiles.
struct AccountStatsCard: View {
  let stats: LearningStats

  var body: some View {
    AccountCard("Statistics") {
      HStack(spacing: 10) {
        tile("flame", value: stats.currentStreak, label: "Current streak")
        tile("trophy", value: stats.bestStreak, label: "Best streak")
        tile("checkmark.circle", value: stats.quizzesDone, label: "Quizzes done")
      }
    }
  }

  private func tile(_ symbol: String, value: Int, label: LocalizedStringKey) -> some View {
    VStack(spacing: 4) {
      Image(systemName: symbol).font(.system(size: 18)).foregroundStyle(Color.parsta)
      Text(verbatim: "\(value)").font(.title2.bold())
      Text(label).font(.caption).foregroundStyle(.secondary).lineLimit(1)
    }
    .frame(maxWidth: .infinity)
    .padding(.vertical, 10)
    .background(Color.parstaBackground, in: RoundedRectangle(cornerRadius: 12))
  }
}

/// Right answers per topic, as bars; topics not yet answered are left out.
struct AccountAccuracyCard: View {
  let accuracy: [Topic: LearningStats.Accuracy]
  @Environment(\.locale) private var locale

  var body: some View {
    let answered = Topic.allCases.filter { (accuracy[$0]?.total ?? 0) > 0 }
    AccountCard("Accuracy by topic") {
      if answered.isEmpty {
        Text("Answer quiz questions to see how you do in each topic.")
          .font(.subheadline).foregroundStyle(.secondary)
          .fixedSize(horizontal: false, vertical: true)
      } else {
        VStack(spacing: 10) {
          ForEach(answered, id: \.self) { topic in
            row(topic, accuracy[topic]!)
          }
        }
      }
    }
  }

  private func row(_ topic: Topic, _ accuracy: LearningStats.Accuracy) -> some View {
    HStack(spacing: 10) {
      Text(verbatim: topic.title(locale)).font(.subheadline).lineLimit(1).frame(width: 110, alignment: .leading)
      RankProgressBar(value: accuracy.ratio).frame(height: 8)
      Text(verbatim: "\(Int((accuracy.ratio * 100).rounded()))%")
        .font(.subheadline.bold()).frame(width: 42, alignment: .trailing)
      Text(verbatim: "\(accuracy.right)/\(accuracy.total)")
        .font(.caption).foregroundStyle(.secondary).frame(width: 40, alignment: .trailing)
    }
  }
}
