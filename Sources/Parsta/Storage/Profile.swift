import Foundation

/// The learner: their name, picture and experience.
public struct Profile: Hashable, Sendable {
  /// The nickname, 1–20 characters.
  public var nickname: String
  public var avatar: Avatar
  /// Experience points earned so far.
  public var xp: Int

  /// The rank the experience has reached.
  public var rank: Rank { Rank.rank(for: xp) }

  public init(nickname: String, avatar: Avatar, xp: Int) {
    (self.nickname, self.avatar, self.xp) = (nickname, avatar, xp)
  }
}
