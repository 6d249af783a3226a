/// Something that runs actions now or later, as Combine's `Scheduler`: the main dispatch queue and the main
/// run loop are the ones apps pass to `debounce(for:scheduler:)` and `receive(on:)`.
///
/// Easel's schedulers do not repeat: `schedule(after:interval:tolerance:options:_:)` is not part of it.
public protocol Scheduler<SchedulerTimeType> {
  /// The scheduler's notion of a moment.
  associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  /// Options that tune how actions run.
  associatedtype SchedulerOptions

  /// This moment.
  var now: SchedulerTimeType { get }
  /// The smallest lateness the scheduler allows.
  var minimumTolerance: SchedulerTimeType.Stride { get }

  /// Runs `action` as soon as possible.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)

  /// Runs `action` at `date`, no later than `tolerance` after it.
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void)
}

extension Scheduler {
  /// Runs `action` as soon as possible.
  public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }

  /// Runs `action` at `date`.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: minimumTolerance, options: nil, action)
  }
}

/// A time interval that can be written in seconds, milliseconds, microseconds or nanoseconds.
public protocol SchedulerTimeIntervalConvertible {
  /// An interval of `s` seconds.
  static func seconds(_ s: Int) -> Self
  /// An interval of `s` seconds.
  static func seconds(_ s: Double) -> Self
  /// An interval of `ms` milliseconds.
  static func milliseconds(_ ms: Int) -> Self
  /// An interval of `us` microseconds.
  static func microseconds(_ us: Int) -> Self
  /// An interval of `ns` nanoseconds.
  static func nanoseconds(_ ns: Int) -> Self
}
