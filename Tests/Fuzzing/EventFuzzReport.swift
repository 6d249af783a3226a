/// What an event fuzzing campaign did: the load it put on each app and the faults it found.
public struct EventFuzzReport: Sendable {
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
}
