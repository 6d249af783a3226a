import Foundation

/// The dates at which a `TimelineView` updates.
public protocol TimelineSchedule {
  /// The sequence of dates.
  associatedtype Entries: Sequence where Entries.Element == Date
  /// The dates from `startDate` on, the first at or before it when the schedule has one.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often the system wants timeline updates; a desktop window always asks for `.normal`.
public enum TimelineScheduleMode: Hashable, Sendable {
  /// Updates as often as the schedule asks.
  case normal
  /// Updates rarely, as a dimmed screen would.
  case lowFrequency
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Every frame.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

  /// Every frame, at most every `minimumInterval` seconds, or not at all while `paused`.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Every `interval` seconds from `startDate`.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// At the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
  /// At the given dates.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
    ExplicitTimelineSchedule(dates)
  }
}
