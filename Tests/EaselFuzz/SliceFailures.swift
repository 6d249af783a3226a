import Fuzzing

/// What a slice found wrong, counted for the progress bar.
protocol SliceFailures {
  /// How many of the slice's streams, inputs or kills failed or crashed.
  var failureCount: Int { get }
}

extension Sequence where Element: SliceFailures {
  /// How many of the slices' streams, inputs or kills failed or crashed, in all.
  var failureCount: Int { reduce(0) { $0 + $1.failureCount } }
}

extension KillReport: SliceFailures {
  var failureCount: Int { failures.count }
}
