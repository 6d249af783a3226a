import Foundation

/// Number formatting for the report; fixed decimals so columns line up.
enum Format {
  /// Milliseconds with precision that suits their magnitude.
  static func milliseconds(_ value: Double) -> String {
    guard value.isFinite else { return "–" }
    if value >= 100 { return String(format: "%.1f", value) }
    if value >= 1 { return String(format: "%.2f", value) }
    return String(format: "%.3f", value)
  }

  /// A ratio such as `1.07×` or `0.031×`.
  static func ratio(_ value: Double) -> String {
    guard value.isFinite else { return "–" }
    return String(format: value >= 10 ? "%.1f×" : value >= 0.1 ? "%.2f×" : "%.3f×", value)
  }

  /// A limit as written in the issue, or an average count: no trailing zeros.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? count(Int(value)) : String(format: "%g", value)
  }

  /// An integer with thousands separators, e.g. `10,000`.
  static func count(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index).isMultiple(of: 3) { result.append(",") }
      result.append(digit)
    }
    return value < 0 ? "-" + result : result
  }

  /// `text` padded with spaces to `width` characters, on the right or the left.
  static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
  }
}
