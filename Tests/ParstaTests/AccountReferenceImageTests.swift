import Easel
import EaselTesting
import Foundation
import Testing

@testable import Parsta

/// The Account tab and the rank sheet as the learner sees them, in English and Korean, light and dark.
@MainActor
@Suite struct AccountReferenceImageTests {
  private static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("ReferenceImages")

  /// A learner some weeks in: an Explorer with a streak, practice on scattered days, a nickname of their own.
  private func learner(language: String) throws -> AccountFixture {
    let fixture = try AccountFixture()
    try fixture.finishQuizzes(daysAgo: [12, 11, 10, 6, 5, 3, 2, 1, 0], score: 3)
    for (ago, count) in [(1, 6), (4, 2), (9, 11), (20, 3), (23, 8), (30, 1), (41, 4), (55, 12), (62, 2), (70, 5)] {
      try fixture.practice(daysAgo: ago, count: count)
    }
    fixture.model.change { try $0.setNickname(language == "ko" ? "김스파르타" : "Kim Sparta") }
    fixture.model.change { try $0.setAvatar(.builtIn("🦊")) }
    return fixture
  }

  private func compare(_ host: ViewHost, _ name: String) {
    let comparison = ReferenceImage.compare(host.render(), named: name, in: Self.directory)
    #expect(comparison.matches, "\(comparison)")
  }

  @Test(arguments: ["en", "ko"], [ColorScheme.light, .dark])
  func accountTab(language: String, scheme: ColorScheme) throws {
    let fixture = try learner(language: language)
    let host = fixture.host(language: language, colorScheme: scheme)
    let suffix = "\(language)-\(scheme == .dark ? "dark" : "light")"
    compare(host, "parsta-account-\(suffix)")
    // The statistics further down.
    host.scroll(at: CGPoint(x: 195, y: 400), by: CGSize(width: 0, height: 640))
    host.advance(by: 2)
    compare(host, "parsta-account-stats-\(suffix)")
  }

  @Test(arguments: ["en", "ko"], [ColorScheme.light, .dark])
  func rankSheet(language: String, scheme: ColorScheme) throws {
    let fixture = try learner(language: language)
    let host = fixture.host(language: language, colorScheme: scheme)
    #expect(host.tap(text: language == "ko" ? "랭크 정보" : "Rank info"))
    host.advance(by: 1)
    compare(host, "parsta-ranks-\(language)-\(scheme == .dark ? "dark" : "light")")
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func everyBadge(scheme: ColorScheme) throws {
    let host = ViewHost(
      VStack(spacing: 12) {
        HStack(spacing: 12) { ForEach(Rank.all) { RankBadge(rank: $0, size: 44) } }
        HStack(alignment: .bottom, spacing: 8) {
          ForEach([16, 24, 32, 64, 96] as [CGFloat], id: \.self) { RankBadge(rank: Rank.all[6], size: $0) }
          RankBadge(rank: Rank.all[2], size: 96)
        }
      }
      .padding(12).background(Color.parstaCard), size: CGSize(width: 390, height: 200), colorScheme: scheme)
    compare(host, "parsta-ranks-badges-\(scheme == .dark ? "dark" : "light")")
  }
}
