/// What an event fuzzing campaign did: the load it put on each app and the faults it found.
public struct EventFuzzReport: Sendable, Codable {
  /// Streams played, by app.
  public var streams: [String: Int] = [:]
  /// Events played, by app.
  public var events: [String: Int] = [:]
  /// Windows made afresh, by app.
  public var windows: [String: Int] = [:]
  /// The screens that could not be reached (a step of the way to them was not shown).
  public var unreachedScreens: Set<String> = []
  /// The failing streams, shrunk; at most one per screen and kind of problem.
  public var failures: [FuzzFailure] = []

  /// Streams played in all.
  public var totalStreams: Int { streams.values.reduce(0, +) }
  /// Events played in all.
  public var totalEvents: Int { events.values.reduce(0, +) }

  public init() {}

  /// Adds the load and faults of `other`, a report of other streams of the same campaign, keeping one failure per
  /// screen and kind of problem as a single run does.
  public mutating func merge(_ other: EventFuzzReport) {
    streams.merge(other.streams, uniquingKeysWith: +)
    events.merge(other.events, uniquingKeysWith: +)
    windows.merge(other.windows, uniquingKeysWith: +)
    unreachedScreens.formUnion(other.unreachedScreens)
    for failure in other.failures where !failures.contains(where: { $0.isSameFault(as: failure) }) {
      failures.append(failure)
    }
  }
}
