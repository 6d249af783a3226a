import Foundation

/// Chooses a day's quiz: the same for the whole day, random from day to day, favouring questions answered wrong
/// before and due for review, and not repeating a question of the past week while others remain.
public struct DailyQuizPlanner: Sendable {
  /// Questions in a quiz.
  public static let questionCount = 5
  /// Questions due for review take at most this many places, so that every quiz also brings something new.
  static let reviewPlaces = 3
  /// Days before a question may come back, unless nothing else is left.
  static let repeatWindow = 7

  /// Every question id.
  public var questionIDs: [String]
  /// The review state of the questions answered before.
  public var reviewBoxes: [String: ReviewBox]
  /// Questions of the quizzes before `day`, by day.
  public var recentQuizzes: [Day: [String]]
  /// Varies the choice between learners, so that two profiles do not get the same days.
  public var salt: UInt64

  public init(questionIDs: [String], reviewBoxes: [String: ReviewBox], recentQuizzes: [Day: [String]], salt: UInt64) {
    (self.questionIDs, self.reviewBoxes, self.recentQuizzes, self.salt) = (
      questionIDs, reviewBoxes, recentQuizzes, salt
    )
  }

  /// The questions of `day`'s quiz, in the order asked.
  public func plan(for day: Day, count: Int = questionCount) -> [String] {
    var random = SplitMix64(seed: UInt64(bitPattern: Int64(day.ordinal)) &* 0x9E37_79B9_7F4A_7C15 ^ salt)
    let recent = Set(
      recentQuizzes.filter { $0.key < day && $0.key >= day.adding(days: -(Self.repeatWindow - 1)) }.flatMap(\.value))
    let fresh = questionIDs.filter { !recent.contains($0) }
    // The week's questions come back only when too few others remain.
    let pool =
      fresh.count >= count ? fresh : fresh + questionIDs.filter { recent.contains($0) }.shuffled(using: &random)

    let due = pool.filter { reviewBoxes[$0].map { $0.due <= day } ?? false }
      .shuffled(using: &random)
      .sorted { (reviewBoxes[$0]!.box, reviewBoxes[$0]!.due) < (reviewBoxes[$1]!.box, reviewBoxes[$1]!.due) }
    var chosen = Array(due.prefix(Self.reviewPlaces))
    let unseen = pool.filter { reviewBoxes[$0] == nil }.shuffled(using: &random)
    let rest = pool.filter { reviewBoxes[$0] != nil && !chosen.contains($0) }.shuffled(using: &random)
    for id in unseen + rest where chosen.count < count && !chosen.contains(id) { chosen.append(id) }
    return chosen.shuffled(using: &random)
  }
}

/// A small, fast, seedable generator (Vigna's SplitMix64), so that a day always gives the same quiz.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
