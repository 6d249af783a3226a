extension Publishers {
  /// Sends each upstream value transformed by a closure that may throw: `tryMap(_:)`. A thrown error ends the
  /// stream with that error and cancels the upstream subscription.
  public struct TryMap<Upstream: Publisher, Output>: CompletingPublisher {
    public typealias Failure = Error

    /// The publisher whose values are transformed.
    public let upstream: Upstream
    /// Turns an upstream value into this publisher's value, or throws to end the stream.
    public let transform: (Upstream.Output) throws -> Output

    public func subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Error>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      // Whether the stream ended, and the upstream subscription to cancel when a transform throws.
      let ended = LockedValue(false)
      let upstreamSubscription = LockedValue<AnyCancellable?>(nil)
      let subscription = upstream.subscribe(
        receiveCompletion: { completion in
          guard !ended.exchange(true) else { return }
          switch completion {
          case .finished: receiveCompletion(.finished)
          case .failure(let error): receiveCompletion(.failure(error))
          }
        },
        receiveValue: { [transform] value in
          guard !ended.update({ $0 }) else { return }
          do {
            receiveValue(try transform(value))
          } catch {
            guard !ended.exchange(true) else { return }
            receiveCompletion(.failure(error))
            upstreamSubscription.exchange(nil)?.cancel()
          }
        })
      if ended.update({ $0 }) {
        subscription.cancel()
      } else {
        _ = upstreamSubscription.exchange(subscription)
      }
      return AnyCancellable { upstreamSubscription.exchange(nil)?.cancel() }
    }
  }
}
