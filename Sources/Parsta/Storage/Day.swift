import Foundation

/// A calendar day in the user's time zone, the unit of daily quizzes, streaks and the activity heatmap.
public struct Day: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  /// Days since 1970-01-01 in the calendar that made it.
  public let ordinal: Int

  /// The day `ordinal` days after 1970-01-01.
  public init(ordinal: Int) { self.ordinal = ordinal }

  /// The day that contains `date` in `calendar` (the user's, by default).
  public init(_ date: Date, calendar: Calendar = .current) {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    ordinal = Day.ordinal(year: parts.year!, month: parts.month!, day: parts.day!)
  }

  /// The day written as `yyyy-MM-dd`; `nil` when it is not one.
  public init?(_ text: String) {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
    ordinal = Day.ordinal(year: parts[0], month: parts[1], day: parts[2])
  }

  /// The day `count` days later (earlier when negative).
  public func adding(days count: Int) -> Day { Day(ordinal: ordinal + count) }

  /// `yyyy-MM-dd`, as stored in the database.
  public var description: String {
    let (year, month, day) = civil
    return String(format: "%04d-%02d-%02d", year, month, day)
  }

  /// Monday 0 … Sunday 6.
  public var weekday: Int { ((ordinal % 7) + 7 + 3) % 7 }

  public static func < (lhs: Day, rhs: Day) -> Bool { lhs.ordinal < rhs.ordinal }

  // Days from civil dates and back, in the proleptic Gregorian calendar (H. Hinnant's algorithms), so that a day's
  // name never depends on daylight-saving hours.
  private static func ordinal(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146097 + dayOfEra - 719468
  }

  private var civil: (Int, Int, Int) {
    let z = ordinal + 719468
    let era = (z >= 0 ? z : z - 146096) / 146097
    let dayOfEra = z - era * 146097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
