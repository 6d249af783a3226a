/// Shrinks a failing stream to a small one that still fails the same way: drops runs of events, halving their
/// length down to single events (delta debugging), then shortens typed text.
@MainActor
public struct StreamShrinker {
  /// Whether a stream still fails.
  public let fails: ([FuzzEvent]) -> Bool
  /// The most replays to try.
  public let budget: Int

  public init(budget: Int = 300, fails: @escaping ([FuzzEvent]) -> Bool) {
    self.budget = budget
    self.fails = fails
  }

  /// A stream no longer than `events` that still fails, as short as the budget allows.
  public func shrink(_ events: [FuzzEvent]) -> [FuzzEvent] {
    var current = events
    var tries = 0
    func attempt(_ candidate: [FuzzEvent]) -> Bool {
      guard tries < budget else { return false }
      tries += 1
      return fails(candidate)
    }
    // Runs of `chunk` events go while the stream still fails; single events are tried until none can go.
    var chunk = max(1, current.count / 2)
    while tries < budget {
      var start = 0
      var removedAny = false
      while start < current.count && tries < budget {
        var candidate = current
        candidate.removeSubrange(start..<min(current.count, start + chunk))
        if attempt(candidate) {
          current = candidate
          removedAny = true
        } else {
          start += chunk
        }
      }
      if chunk > 1 {
        chunk /= 2
      } else if !removedAny {
        break
      }
    }
    for index in current.indices where tries < budget {
      guard let shorter = Self.simpler(current[index]) else { continue }
      var candidate = current
      candidate[index] = shorter
      if attempt(candidate) { current = candidate }
    }
    return current
  }

  /// The event with its text cut to one character, if it carries longer text.
  static func simpler(_ event: FuzzEvent) -> FuzzEvent? {
    switch event {
    case .type(let text) where text.count > 1: .type(String(text.prefix(1)))
    case .preedit(let text) where text.count > 1: .preedit(String(text.prefix(1)))
    case .commit(let text) where text.count > 1: .commit(String(text.prefix(1)))
    default: nil
    }
  }
}
