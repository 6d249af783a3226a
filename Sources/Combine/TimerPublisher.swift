import Foundation

extension Timer {
  /// A publisher that sends the current date every `interval` seconds once connected, as Combine's
  /// `Timer.publish(every:tolerance:on:in:)`. Use `autoconnect()` to start it with its first subscriber.
  ///
  /// Ticks run on the given run loop. In a view graph with virtual time (Easel's `ViewHost`), the ticks of a timer
  /// connected by a view's `onReceive` follow the graph's clock instead, so tests advance time themselves.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
  ) -> TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
  }

  /// Sends the date at a fixed interval while connected.
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    public typealias Output = Date
    public typealias Failure = Never

    /// Seconds between ticks.
    public let interval: TimeInterval
    /// The allowed lateness of a tick.
    public let tolerance: TimeInterval?
    /// The run loop the timer runs on.
    public let runLoop: RunLoop
    /// The run loop mode the timer runs in.
    public let mode: RunLoop.Mode

    private let subscribers = SubscriberList<Date>()

    init(interval: TimeInterval, tolerance: TimeInterval?, runLoop: RunLoop, mode: RunLoop.Mode) {
      self.interval = max(interval, 0.001)
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
    }

    public func subscribe(_ receiveValue: @escaping (Date) -> Void) -> AnyCancellable {
      subscribers.add(receiveValue)
    }

    /// Starts ticking: on the clock of the view graph connecting it, if any, else on the run loop.
    public func connect() -> any Cancellable {
      let subscribers = self.subscribers
      if let clock = TimerConnection.clock {
        return clock.scheduleRepeating(every: interval) { date in subscribers.send(date) }
      }
      let timer = Timer(timeInterval: interval, repeats: true) { _ in subscribers.send(Date()) }
      if let tolerance { timer.tolerance = tolerance }
      runLoop.add(timer, forMode: mode)
      return AnyCancellable { timer.invalidate() }
    }
  }
}
