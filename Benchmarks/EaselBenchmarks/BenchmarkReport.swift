/// The rows of one benchmark, printed as a table with ratios and target verdicts.
struct BenchmarkReport {
  let name: String
  /// What the benchmark measures, printed under its name.
  let summary: String
  /// The unit of the medians and minimums, printed after each median.
  let unit: String
  private(set) var rows: [ResultRow] = []

  init(name: String, summary: String, unit: String = "ms") {
    (self.name, self.summary, self.unit) = (name, summary, unit)
  }

  mutating func add(_ row: ResultRow) { rows.append(row) }

  /// The median of the row labelled `label`.
  func median(of label: String) -> Double? { rows.first { $0.label == label }?.samples?.median }

  /// Whether the row meets its target; `nil` when it has none or was not measured.
  func meetsTarget(_ row: ResultRow) -> Bool? {
    guard let median = row.samples?.median else { return nil }
    switch row.target {
    case nil: return nil
    case .milliseconds(let limit): return median <= limit
    case .ratio(let limit, let reference):
      guard let base = self.median(of: reference) else { return nil }
      return median <= limit * base
    case .above(let margin, _, let reference):
      guard let base = self.median(of: reference) else { return nil }
      return median <= base + margin
    }
  }

  /// The targets met and missed.
  var verdicts: (met: Int, missed: Int) {
    let results = rows.compactMap(meetsTarget)
    return (results.filter { $0 }.count, results.filter { !$0 }.count)
  }

  /// The table, one line per row, then the notes.
  func rendered() -> String {
    let labelWidth = (rows.map { $0.label.count + ($0.isPhase ? 4 : 2) }.max() ?? 0) + 2
    let ratioWidth = (rows.compactMap { $0.reference?.count }.max() ?? 0) + 9
    var lines = ["\(name) — \(summary)"]
    lines.append(
      Format.pad("", labelWidth) + Format.pad("median", 12, right: true) + Format.pad("min", 10, right: true)
        + Format.pad("runs", 6, right: true) + "  " + Format.pad("ratio", ratioWidth) + "target")
    for row in rows {
      var line = Format.pad((row.isPhase ? "    " : "  ") + row.label, labelWidth)
      guard let samples = row.samples else {
        lines.append(line + Format.pad("skipped", 12, right: true) + "  " + row.note)
        continue
      }
      line += Format.pad(Format.milliseconds(samples.median) + " " + unit, 12, right: true)
      line += Format.pad(Format.milliseconds(samples.minimum), 10, right: true)
      line += Format.pad(String(samples.count), 6, right: true) + "  "
      if let reference = row.reference, let base = median(of: reference) {
        line += Format.pad(Format.ratio(samples.median / base) + " " + reference, ratioWidth)
      } else {
        line += Format.pad("baseline", ratioWidth)
      }
      if let target = row.target, let met = meetsTarget(row) {
        line += target.description + " " + (met ? "PASS" : "MISS")
      }
      lines.append(line.trimmingTrailingSpaces())
    }
    let notes = rows.filter { !$0.note.isEmpty && $0.samples != nil }
    if !notes.isEmpty {
      lines.append("  Notes:")
      for row in notes { lines.append("    \(row.label): \(row.note)") }
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }
}
