import Foundation

/// A schedule of evenly spaced dates: `.periodic(from:by:)`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  let startDate: Date
  let interval: TimeInterval

  /// Every `interval` seconds from `startDate`.
  public init(from startDate: Date, by interval: TimeInterval) {
    (self.startDate, self.interval) = (startDate, max(interval, 0.001))
  }

  /// The dates from the last one at or before `startDate` (or the schedule's start, when later).
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
    let elapsed = startDate.timeIntervalSince(self.startDate)
    let skipped = elapsed > 0 ? (elapsed / interval).rounded(.down) : 0
    var next = self.startDate.addingTimeInterval(skipped * interval)
    let interval = self.interval
    return AnyIterator {
      defer { next = next.addingTimeInterval(interval) }
      return next
    }
  }
}
