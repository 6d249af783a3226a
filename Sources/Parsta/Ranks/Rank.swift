import Foundation

/// A rank of the learner, reached at a number of experience points, from Seedling to Master.
public struct Rank: Hashable, Identifiable, Sendable {
  /// The rank's place, 0 for the first.
  public let level: Int
  public let name: LocalizedText
  /// The experience that reaches it.
  public let threshold: Int

  public var id: Int { level }

  /// Every rank, lowest first.
  public static let all: [Rank] = [
    Rank(level: 0, name: LocalizedText(en: "Seedling", ko: "새싹"), threshold: 0),
    Rank(level: 1, name: LocalizedText(en: "Apprentice", ko: "견습생"), threshold: 100),
    Rank(level: 2, name: LocalizedText(en: "Explorer", ko: "탐험가"), threshold: 300),
    Rank(level: 3, name: LocalizedText(en: "Builder", ko: "빌더"), threshold: 650),
    Rank(level: 4, name: LocalizedText(en: "Expert", ko: "전문가"), threshold: 1_100),
    Rank(level: 5, name: LocalizedText(en: "Architect", ko: "설계자"), threshold: 1_700),
    Rank(level: 6, name: LocalizedText(en: "Master", ko: "마스터"), threshold: 2_500),
  ]

  /// The highest rank `xp` reaches.
  public static func rank(for xp: Int) -> Rank { all.last { $0.threshold <= xp } ?? all[0] }

  /// The rank after this one; `nil` for Master.
  public var next: Rank? { level + 1 < Rank.all.count ? Rank.all[level + 1] : nil }

  /// How far `xp` has come from this rank towards the next, 0…1 (1 at Master).
  public func progress(xp: Int) -> Double {
    guard let next else { return 1 }
    return min(1, max(0, Double(xp - threshold) / Double(next.threshold - threshold)))
  }
}
