import Foundation

/// A schedule of the start of every minute, for clocks: `.everyMinute`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  public init() {}

  /// The start of the current minute, then the start of each minute after it.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
    let minuteStart = Date(
      timeIntervalSinceReferenceDate: (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
    return PeriodicTimelineSchedule(from: minuteStart, by: 60).entries(from: startDate, mode: mode)
  }
}
