/// A performance goal from the issue, checked against a row's median.
enum Target {
  /// The median must not exceed this many milliseconds.
  case milliseconds(Double)
  /// The median must not exceed this multiple of another row's median (named by its label).
  case ratio(Double, of: String)
  /// The median must not exceed another row's median by more than this margin, in the report's `unit`.
  case above(Double, unit: String, of: String)

  /// The goal as printed, e.g. `≤ 2 ms` or `≤ 1.15× direct`.
  var description: String {
    switch self {
    case .milliseconds(let limit): "≤ \(Format.number(limit)) ms"
    case .ratio(let limit, let reference): "≤ \(Format.number(limit))× \(reference)"
    case .above(let margin, let unit, let reference): "≤ \(reference) + \(Format.number(margin)) \(unit)"
    }
  }
}
