extension Publishers {
  /// Sends an upstream value once no newer one has come for a while: `debounce(for:scheduler:options:)`.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: CompletingPublisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose bursts of values are reduced to their last value.
    public let upstream: Upstream
    /// How long the upstream must be quiet before its last value is sent.
    public let dueTime: Context.SchedulerTimeType.Stride
    /// Where the waiting happens and the values are sent.
    public let scheduler: Context
    /// How the scheduler runs the sends.
    public let options: Context.SchedulerOptions?

    public func subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      // Counts values: a scheduled send goes out only if no value came after it, and never after cancelling.
      let latest = LockedValue(0)
      let subscription = upstream.subscribe(
        receiveCompletion: { completion in
          scheduler.schedule(options: options) {
            if latest.update({ $0 }) >= 0 { receiveCompletion(completion) }
          }
        },
        receiveValue: { [scheduler, dueTime, options] value in
          let number = latest.update { count -> Int in
            if count >= 0 { count += 1 }
            return count
          }
          guard number >= 0 else { return }
          scheduler.schedule(
            after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options
          ) {
            if latest.update({ $0 }) == number { receiveValue(value) }
          }
        })
      return AnyCancellable {
        latest.update { $0 = -1 }
        subscription.cancel()
      }
    }
  }
}
