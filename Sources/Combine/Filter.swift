extension Publishers {
  /// Sends the upstream values that pass a test: `filter(_:)`.
  public struct Filter<Upstream: Publisher>: CompletingPublisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are tested.
    public let upstream: Upstream
    /// Whether to send a value.
    public let isIncluded: (Upstream.Output) -> Bool

    public func subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      upstream.subscribe(receiveCompletion: receiveCompletion) { [isIncluded] in
        if isIncluded($0) { receiveValue($0) }
      }
    }
  }
}
