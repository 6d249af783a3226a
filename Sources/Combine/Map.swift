extension Publishers {
  /// Sends each upstream value transformed: `map(_:)`.
  public struct Map<Upstream: Publisher, Output>: CompletingPublisher {
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are transformed.
    public let upstream: Upstream
    /// Turns an upstream value into this publisher's value.
    public let transform: (Upstream.Output) -> Output

    public func subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      upstream.subscribe(receiveCompletion: receiveCompletion) { [transform] in receiveValue(transform($0)) }
    }
  }
}
