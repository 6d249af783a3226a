import Dispatch

extension DispatchQueue: Scheduler {
  /// A moment on a dispatch queue's clock.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The moment as Dispatch counts it.
    public var dispatchTime: DispatchTime

    /// The moment `time`.
    public init(_ time: DispatchTime) { dispatchTime = time }

    public func distance(to other: Self) -> Stride {
      Stride(
        nanoseconds: Int(bitPattern: UInt(other.dispatchTime.uptimeNanoseconds))
          - Int(bitPattern: UInt(dispatchTime.uptimeNanoseconds)))
    }

    public func advanced(by n: Stride) -> Self { Self(dispatchTime + .nanoseconds(n.magnitude)) }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.dispatchTime == rhs.dispatchTime }
    public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

    /// An interval between two moments on a dispatch queue, in nanoseconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
      Hashable, Sendable
    {
      /// The interval in nanoseconds.
      public var magnitude: Int

      /// An interval of `nanoseconds`.
      public init(nanoseconds: Int) { magnitude = nanoseconds }
      /// An interval of `value` seconds.
      public init(integerLiteral value: Int) { self.init(nanoseconds: value * 1_000_000_000) }
      /// An interval of `value` seconds.
      public init(floatLiteral value: Double) { self.init(nanoseconds: Int(value * 1_000_000_000)) }
      /// An interval of `source` seconds, when it fits.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = Int(exactly: source) else { return nil }
        self.init(integerLiteral: seconds)
      }

      public static func seconds(_ s: Int) -> Self { Self(integerLiteral: s) }
      public static func seconds(_ s: Double) -> Self { Self(floatLiteral: s) }
      public static func milliseconds(_ ms: Int) -> Self { Self(nanoseconds: ms * 1_000_000) }
      public static func microseconds(_ us: Int) -> Self { Self(nanoseconds: us * 1_000) }
      public static func nanoseconds(_ ns: Int) -> Self { Self(nanoseconds: ns) }

      public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func + (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.magnitude + rhs.magnitude) }
      public static func - (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.magnitude - rhs.magnitude) }
      public static func * (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.magnitude * rhs.magnitude) }
      public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
      public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
      public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
    }
  }

  /// Dispatch takes no options here.
  public struct SchedulerOptions: Sendable {}

  public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
  public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let sendable = SendableBox(action)
    async { sendable.value() }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let sendable = SendableBox(action)
    asyncAfter(deadline: date.dispatchTime) { sendable.value() }
  }
}
