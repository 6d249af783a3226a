extension Publishers {
  /// Sends the upstream's values and completion through a scheduler: `receive(on:options:)`.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: CompletingPublisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values move to the scheduler.
    public let upstream: Upstream
    /// Where the values are sent.
    public let scheduler: Context
    /// How the scheduler runs the sends.
    public let options: Context.SchedulerOptions?

    public func subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      // Sends already scheduled when the subscriber cancels are dropped.
      let cancelled = LockedValue(false)
      let subscription = upstream.subscribe(
        receiveCompletion: { [scheduler, options] completion in
          scheduler.schedule(options: options) { if !cancelled.update({ $0 }) { receiveCompletion(completion) } }
        },
        receiveValue: { [scheduler, options] value in
          scheduler.schedule(options: options) { if !cancelled.update({ $0 }) { receiveValue(value) } }
        })
      return AnyCancellable {
        cancelled.update { $0 = true }
        subscription.cancel()
      }
    }
  }
}
