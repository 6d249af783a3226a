import Combine
import Foundation

/// Repeating callbacks on a view graph's virtual clock, so timers in a `ViewHost` tick when the test advances
/// time instead of in real time.
@MainActor
final class VirtualClock: RepeatingClock {
  private struct Entry {
    let interval: TimeInterval
    var due: TimeInterval
    let action: (Date) -> Void
  }

  private var entries: [Int: Entry] = [:]
  private var nextID = 0
  private(set) var now: TimeInterval = 0
  /// The date at virtual time zero.
  private let origin = Date()

  /// Calls `action` every `interval` seconds of virtual time until the result is cancelled.
  nonisolated func scheduleRepeating(every interval: TimeInterval, _ action: @escaping (Date) -> Void)
    -> AnyCancellable
  {
    let sendable = UncheckedSendable(action)
    return MainActor.assumeIsolated {
      nextID += 1
      let id = nextID
      entries[id] = Entry(interval: interval, due: now + interval, action: sendable.value)
      return AnyCancellable { [weak self] in
        MainActor.assumeIsolated { _ = self?.entries.removeValue(forKey: id) }
      }
    }
  }

  /// Moves to `time`, firing each tick that became due, earliest first.
  func advance(to time: TimeInterval) {
    while let (id, entry) = entries.filter({ $0.value.due <= time }).min(by: { $0.value.due < $1.value.due }) {
      now = entry.due
      entries[id]?.due += entry.interval
      entry.action(origin.addingTimeInterval(entry.due))
    }
    now = max(now, time)
  }
}
