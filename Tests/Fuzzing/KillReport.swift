/// What killing an app while it saves did: how many kills, how many landed in the middle of a save, and any file
/// found broken or changed to neither the state before nor after.
public struct KillReport: Sendable, Codable {
  public let name: String
  public var kills = 0
  public var interrupted = 0
  public var failures: [String] = []

  public init(name: String) { self.name = name }

  /// Adds the kills of `other`, a later batch of the same app's.
  public mutating func merge(_ other: KillReport) {
    kills += other.kills
    interrupted += other.interrupted
    failures += other.failures
  }
}
