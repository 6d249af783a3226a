import Foundation

/// A schedule of every frame, for views that animate by the clock: `.animation`.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  let minimumInterval: Double?
  let paused: Bool

  /// Every frame, at most every `minimumInterval` seconds, or not at all while `paused`.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    (self.minimumInterval, self.paused) = (minimumInterval, paused)
  }

  /// Dates `minimumInterval` apart (a sixtieth of a second without one); the view updates on the frame at or after
  /// each. A paused schedule has only its start.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
    let step = max(minimumInterval ?? 1.0 / 60, 1.0 / 240)
    var next: Date? = startDate
    let paused = self.paused
    return AnyIterator {
      defer { next = paused ? nil : next?.addingTimeInterval(step) }
      return next
    }
  }
}
