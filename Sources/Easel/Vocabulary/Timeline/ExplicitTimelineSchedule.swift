import Foundation

/// A schedule of given dates: `.explicit(_:)`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
  let dates: Entries

  /// At the given dates, in order.
  public init(_ dates: Entries) { self.dates = dates }

  /// The given dates, whatever the start.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}
