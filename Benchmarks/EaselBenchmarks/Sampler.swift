/// Runs a measurement repeatedly within a run count, a time budget and the benchmark's deadline.
///
/// Each run times itself and returns the durations of its phases, so that setup (generating data, making a fresh
/// text engine) and teardown (freeing a graph of thousands of nodes) stay outside what is measured.
///
/// Quick measurements get a discarded warm-up run and up to ``maximumRuns`` runs; slow ones (a layout that takes
/// seconds) get as few as one, and none once the deadline has passed, so a regression makes the benchmark report
/// it rather than run for many minutes.
@MainActor
struct Sampler {
  /// The fewest runs of a quick measurement, so its median means something.
  var minimumRuns = 5
  /// The most runs.
  var maximumRuns = 25
  /// How long one measurement keeps repeating once it has ``minimumRuns`` runs.
  var budget = Duration.seconds(3)
  /// A run at least this long is measured once: its noise is small next to it, and repeating it would take the
  /// benchmark well past a minute.
  var slowRun = Duration.seconds(1)
  /// A run shorter than this is preceded by a discarded one, so one-time costs (lazy metadata, first allocations,
  /// font discovery) do not land in the first sample; longer runs hide them.
  var warmupThreshold = Duration.milliseconds(100)
  /// No run of more than ``warmupThreshold`` starts that is expected to end after this instant, and quicker
  /// measurements stop at ``minimumRuns``.
  var deadline: ContinuousClock.Instant

  private let clock = ContinuousClock()

  init(deadline: ContinuousClock.Instant) { self.deadline = deadline }

  /// Samples a measurement whose run returns one duration per phase, total first (always the same number of
  /// phases); `nil` when not even one run fits before the deadline.
  /// - Parameters:
  ///   - known: Runs already made, for example while recording, counted as samples.
  ///   - estimate: The expected duration of one run, when known beforehand.
  func sample(known: [[Duration]] = [], estimate: Duration? = nil, _ run: () -> [Duration]) -> [Samples]? {
    var runs = known
    var last = known.last?.first ?? estimate
    if let last, clock.now + last > deadline, runs.isEmpty { return nil }
    if runs.isEmpty, last.map({ $0 < warmupThreshold }) ?? true {
      let warmup = run()
      last = warmup[0]
      // A slow warm-up is a valid sample: what it would have warmed is lost in its duration.
      if warmup[0] >= warmupThreshold { runs.append(warmup) }
    }
    let start = clock.now
    while runs.count < maximumRuns {
      if let last, !runs.isEmpty {
        let elapsed = clock.now - start
        if last >= slowRun { break }
        // Past the deadline, a quick measurement still gets its minimum runs; a slow one stops.
        if clock.now + last > deadline && (runs.count >= minimumRuns || last >= warmupThreshold) { break }
        if runs.count >= minimumRuns && elapsed + last > budget { break }
        if elapsed + last > budget * 2 { break }
      }
      let durations = run()
      runs.append(durations)
      last = durations[0]
    }
    let phases = runs.first?.count ?? 0
    return (0..<phases).map { phase in Samples(runs.map { $0[phase] }) }
  }

  /// Samples a measurement of one phase; `nil` when not even one run fits before the deadline.
  func sample(known: [Duration] = [], estimate: Duration? = nil, _ run: () -> Duration) -> Samples? {
    sample(known: known.map { [$0] }, estimate: estimate) { [run()] }?[0]
  }
}
