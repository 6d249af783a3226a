extension Publishers {
  /// Sends the non-`nil` results of transforming each upstream value: `compactMap(_:)`.
  public struct CompactMap<Upstream: Publisher, Output>: CompletingPublisher {
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are transformed.
    public let upstream: Upstream
    /// Turns an upstream value into this publisher's value, or `nil` to drop it.
    public let transform: (Upstream.Output) -> Output?

    public func subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      upstream.subscribe(receiveCompletion: receiveCompletion) { [transform] in
        if let value = transform($0) { receiveValue(value) }
      }
    }
  }
}
