import Easel

/// The arbitration trace of a Gesture Lab page, kept by touch sequence: what the page's timeline and arbitration
/// panel draw. A view feeds it with `onGestureArbitration(perform:)`.
@Observable @MainActor
public final class ArbitrationLog {
  /// The sequences kept, oldest first; the last is the one shown.
  public private(set) var sessions: [TouchSequence] = []
  /// The most sequences kept: a single tap that waited may finish after the next touch began.
  private let capacity = 8

  public init() {}

  /// The latest touch sequence, which the page shows.
  public var latest: TouchSequence? { sessions.last }

  /// Files a record under its touch sequence; a session's start opens a new one.
  public func record(_ record: GestureArbitrationRecord) {
    if record.kind == .sessionBegan {
      sessions.append(TouchSequence(began: record))
      if sessions.count > capacity { sessions.removeFirst(sessions.count - capacity) }
    } else if let index = sessions.lastIndex(where: { $0.number == record.session }) {
      sessions[index].append(record)
    }
  }
}
