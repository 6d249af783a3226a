/// The durations of repeated runs of one measurement.
///
/// Benchmarks report the median, which one slow run (another engineer's build on the shared cores, a page fault)
/// cannot move, and the minimum, which is the closest to the cost without interference.
struct Samples {
  /// The runs, in the order they were made, in the report's unit (milliseconds unless it says otherwise).
  let values: [Double]

  init(_ durations: [Duration]) {
    values = durations.map(\.milliseconds)
  }

  /// Runs that measured something other than time, such as megabytes of memory.
  init(values: [Double]) { self.values = values }

  /// The middle run, or the mean of the two middle runs.
  var median: Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// The fastest run.
  var minimum: Double { values.min() ?? .nan }

  var count: Int { values.count }
}
