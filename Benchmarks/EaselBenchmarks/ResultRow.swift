/// One measured line of a benchmark's table.
struct ResultRow {
  /// What was measured; other rows of the benchmark name it as their reference, so a referenced label is unique.
  let label: String
  /// The runs; `nil` when the measurement was skipped because it would have overrun the benchmark's deadline.
  let samples: Samples?
  /// The label of the row this one's ratio is computed against; `nil` for the baseline itself.
  var reference: String?
  /// The goal from the issue, if this row has one.
  var target: Target?
  /// Extra facts that explain the number: counts of bodies, measurements, display items.
  var note: String = ""
  /// Printed indented, as a phase of the row above.
  var isPhase = false
}
