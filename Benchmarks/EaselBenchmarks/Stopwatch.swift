/// Splits one run into consecutive phases: each lap is the time since the previous one.
struct Stopwatch {
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant
  private var last: ContinuousClock.Instant
  /// The phases measured so far.
  private(set) var laps: [Duration] = []

  init() {
    start = clock.now
    last = start
  }

  /// Ends the current phase.
  mutating func lap() {
    let now = clock.now
    laps.append(now - last)
    last = now
  }

  /// The time since the stopwatch started.
  var total: Duration { last - start }

  /// The total followed by the phases, as a phased run of ``Sampler`` returns them.
  var totalAndLaps: [Duration] { [total] + laps }
}
