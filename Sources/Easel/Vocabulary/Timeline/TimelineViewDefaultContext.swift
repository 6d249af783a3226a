import Foundation

/// What a `TimelineView` gives its content: the date of the entry being shown.
public struct TimelineViewDefaultContext {
  /// How often the view is being updated.
  public enum Cadence: Comparable, Sendable {
    /// Every update is shown.
    case live
    /// About once a second.
    case seconds
    /// About once a minute.
    case minutes
  }

  /// The date of the schedule's entry the content is built for.
  public let date: Date
  /// How often updates come; on a desktop window always `.live`.
  public let cadence: Cadence
}
