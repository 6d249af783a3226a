/// The rows of one benchmark, printed as a table with ratios and target verdicts.
struct BenchmarkReport {
  let name: String
  /// What the benchmark measures, printed under its name.
  let summary: String
  private(set) var rows: [ResultRow] = []

  init(name: String, summary: String) { (self.name, self.summary) = (name, summary) }

  mutating func add(_ row: ResultRow) { rows.append(row) }

  /// The median of the row labelled `label`.
  func median(of label: String) -> Double? { rows.first { $0.label == label }?.samples.median }

  /// Whether the row meets its target; `nil` when it has none.
  func meetsTarget(_ row: ResultRow) -> Bool? {
    switch row.target {
    case nil: return nil
    case .milliseconds(let limit): return row.samples.median <= limit
    case .ratio(let limit, let reference):
      guard let base = median(of: reference) else { return nil }
      return row.samples.median <= limit * base
    }
  }

  /// The targets met and missed.
  var verdicts: (met: Int, missed: Int) {
    let results = rows.compactMap(meetsTarget)
    return (results.filter { $0 }.count, results.filter { !$0 }.count)
  }

  /// The table, one line per row.
  func rendered() -> String {
    let labelWidth = max(44, (rows.map { $0.label.count + ($0.isPhase ? 4 : 2) }.max() ?? 0) + 1)
    var lines = ["\(name) — \(summary)"]
    lines.append(
      Format.pad("", labelWidth) + Format.pad("median", 10, right: true) + Format.pad("min", 10, right: true)
        + "  runs  ratio" + String(repeating: " ", count: 16) + "target")
    for row in rows {
      var line = Format.pad((row.isPhase ? "    " : "  ") + row.label, labelWidth)
      line += Format.pad(Format.milliseconds(row.samples.median) + " ms", 10, right: true)
      line += Format.pad(Format.milliseconds(row.samples.minimum), 10, right: true)
      line += Format.pad(String(row.samples.count), 6, right: true) + "  "
      if let reference = row.reference, let base = median(of: reference) {
        line += Format.pad(Format.ratio(row.samples.median / base) + " " + reference, 21)
      } else {
        line += Format.pad("baseline", 21)
      }
      if let target = row.target, let met = meetsTarget(row) {
        line += Format.pad(target.description, 16) + (met ? "PASS" : "MISS")
      }
      if !row.note.isEmpty { line += (row.target == nil ? "" : "  ") + "  " + row.note }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}
