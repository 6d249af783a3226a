import Foundation

extension Text {
  /// Text showing `input` written with `format`: `Text(price, format: .currency(code: "EUR"))`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }

  /// Text showing a date in a style: its time, its day, or its distance from now.
  ///
  /// The text is written when the view updates; relative styles do not tick on their own (see README).
  public init(_ date: Date, style: DateStyle) {
    self.init(verbatim: style.format(date, now: Date()))
  }

  /// How `Text(_:style:)` writes a date.
  public struct DateStyle: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
    private let kind: Kind

    /// The time of day: “3:30 PM”.
    public static let time = DateStyle(kind: .time)
    /// The day: “June 3, 2019”.
    public static let date = DateStyle(kind: .date)
    /// The distance from now in words: “2 hours, 23 minutes”.
    public static let relative = DateStyle(kind: .relative)
    /// The signed distance from now: “+2 hours”, “-3 minutes”.
    public static let offset = DateStyle(kind: .offset)
    /// The distance from now as a clock: “2:32”, “36:59:01”.
    public static let timer = DateStyle(kind: .timer)

    func format(_ date: Date, now: Date) -> String {
      let interval = date.timeIntervalSince(now)
      switch kind {
      case .time: return date.formatted(date: .omitted, time: .shortened)
      case .date: return date.formatted(date: .long, time: .omitted)
      case .relative: return Self.words(abs(interval))
      case .offset: return (interval < 0 ? "-" : "+") + Self.words(abs(interval))
      case .timer:
        let seconds = Int(abs(interval).rounded(.down))
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        let clock =
          hours > 0
          ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
        return (interval < 0 && seconds > 0 ? "-" : "") + clock
      }
    }

    /// A duration in at most two units, largest first, in English (Foundation on Linux has no
    /// `DateComponentsFormatter`).
    private static func words(_ interval: TimeInterval) -> String {
      let units: [(seconds: Int, name: String)] = [(86400, "day"), (3600, "hour"), (60, "minute"), (1, "second")]
      var remaining = Int(interval.rounded(.down))
      var parts: [String] = []
      for unit in units where parts.count < 2 {
        let count = remaining / unit.seconds
        guard count > 0 || (!parts.isEmpty) else { continue }
        remaining -= count * unit.seconds
        if count > 0 { parts.append("\(count) \(unit.name)\(count == 1 ? "" : "s")") } else { break }
      }
      return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
    }
  }
}
