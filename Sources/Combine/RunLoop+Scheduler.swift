import Foundation

extension RunLoop: Scheduler {
  /// A moment on a run loop's clock.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The moment as a date.
    public var date: Date

    /// The moment `date`.
    public init(_ date: Date) { self.date = date }

    public func distance(to other: Self) -> Stride { Stride(other.date.timeIntervalSince(date)) }
    public func advanced(by n: Stride) -> Self { Self(date.addingTimeInterval(n.magnitude)) }

    /// An interval between two moments on a run loop, in seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
      Hashable, Sendable
    {
      /// The interval in seconds.
      public var magnitude: TimeInterval
      /// The interval in seconds.
      public var timeInterval: TimeInterval { magnitude }

      /// An interval of `timeInterval` seconds.
      public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
      /// An interval of `value` seconds.
      public init(integerLiteral value: Int) { self.init(TimeInterval(value)) }
      /// An interval of `value` seconds.
      public init(floatLiteral value: Double) { self.init(value) }
      /// An interval of `source` seconds, when it fits.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = TimeInterval(exactly: source) else { return nil }
        self.init(seconds)
      }

      public static func seconds(_ s: Int) -> Self { Self(TimeInterval(s)) }
      public static func seconds(_ s: Double) -> Self { Self(s) }
      public static func milliseconds(_ ms: Int) -> Self { Self(TimeInterval(ms) / 1_000) }
      public static func microseconds(_ us: Int) -> Self { Self(TimeInterval(us) / 1_000_000) }
      public static func nanoseconds(_ ns: Int) -> Self { Self(TimeInterval(ns) / 1_000_000_000) }

      public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude + rhs.magnitude) }
      public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude - rhs.magnitude) }
      public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude * rhs.magnitude) }
      public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
      public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
      public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
    }
  }

  /// Run loops take no options here.
  public struct SchedulerOptions: Sendable {}

  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    schedule(after: now, tolerance: minimumTolerance, options: options, action)
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let sendable = SendableBox(action)
    // On Linux the main dispatch queue is what every host drains (the desktop host by turning the main run loop,
    // test runners directly), while the main run loop's timers fire only when someone turns it: work for the main
    // run loop goes to the main queue, which runs on the same thread.
    if self === RunLoop.main {
      let delay = max(0, date.date.timeIntervalSinceNow)
      DispatchQueue.main.asyncAfter(deadline: .now() + delay) { sendable.value() }
      return
    }
    let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in sendable.value() }
    timer.tolerance = tolerance.magnitude
    add(timer, forMode: .default)
  }
}
