/// Runs a measurement repeatedly within a run count and a time budget.
///
/// Each run times itself and returns the durations of its phases, so that setup (generating data, making a fresh
/// text engine) and teardown (freeing a graph of thousands of nodes) stay outside what is measured.
@MainActor
struct Sampler {
  /// Runs made and discarded first, so one-time costs (lazy metadata, first allocation of pools, font discovery)
  /// do not land in the first sample.
  var warmupRuns = 1
  /// The fewest measured runs, even over budget, so a median exists.
  var minimumRuns = 5
  /// The most measured runs.
  var maximumRuns = 25
  /// The time after which no further run starts once `minimumRuns` are done; keeps each benchmark well under a
  /// minute on two shared cores.
  var budget = Duration.seconds(4)

  /// Samples a measurement whose run returns one duration per phase (always the same number of phases).
  func sample(_ run: () -> [Duration]) -> [Samples] {
    for _ in 0..<warmupRuns { _ = run() }
    let clock = ContinuousClock()
    let start = clock.now
    var runs: [[Duration]] = []
    while runs.count < maximumRuns && (runs.count < minimumRuns || clock.now - start < budget) {
      runs.append(run())
    }
    let phases = runs.first?.count ?? 0
    return (0..<phases).map { phase in Samples(runs.map { $0[phase] }) }
  }

  /// Samples a measurement of one phase.
  func sample(_ run: () -> Duration) -> Samples { sample { [run()] }[0] }
}
