import Easel

/// The callbacks the Gesture Lab examples receive, in order, with their values and times, for the trace panel.
@Observable @MainActor
public final class GestureTrace {
  /// One callback.
  public struct Entry: Identifiable, Equatable, Sendable {
    public let id: Int
    /// Seconds since the trace started.
    public let time: TimeInterval
    /// Which example's gesture called back.
    public let source: String
    /// `updating`, `onChanged`, `onEnded` or `reset`.
    public let callback: String
    /// The value passed, described.
    public let value: String
  }

  public private(set) var entries: [Entry] = []
  private let clock: @MainActor () -> TimeInterval
  private let start: TimeInterval
  private var nextID = 0
  /// The most entries kept; older ones are dropped.
  public let capacity: Int

  /// A trace timed by `clock` (seconds); by default the system's uptime.
  public init(
    capacity: Int = 200, clock: @escaping @MainActor () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
  ) {
    self.capacity = capacity
    self.clock = clock
    start = clock()
  }

  /// Records a callback.
  public func record(_ source: String, _ callback: String, _ value: Any) {
    nextID += 1
    entries.append(
      Entry(id: nextID, time: clock() - start, source: source, callback: callback, value: Self.describe(value)))
    if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
  }

  /// The callbacks recorded, as "source callback value" strings, for tests and logs.
  public var lines: [String] { entries.map { "\($0.source) \($0.callback) \($0.value)" } }

  /// Forgets every entry.
  public func clear() { entries.removeAll() }

  private static func describe(_ value: Any) -> String {
    switch value {
    case let value as DragGesture.Value:
      "(\(Int(value.translation.width)), \(Int(value.translation.height)))"
    case let value as CGSize: "(\(Int(value.width)), \(Int(value.height)))"
    case let value as CGFloat: String(format: "%.2f", Double(value))
    case let value as Double: String(format: "%.2f", value)
    case is Void: "()"
    default: String(describing: value)
    }
  }
}
