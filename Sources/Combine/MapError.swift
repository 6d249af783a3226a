extension Publishers {
  /// Sends the upstream values, and its failure transformed: `mapError(_:)`.
  public struct MapError<Upstream: Publisher, Failure: Error>: CompletingPublisher {
    public typealias Output = Upstream.Output

    /// The publisher whose failure is transformed.
    public let upstream: Upstream
    /// Turns the upstream failure into this publisher's.
    public let transform: (Upstream.Failure) -> Failure

    public func subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      upstream.subscribe(
        receiveCompletion: { [transform] completion in
          switch completion {
          case .finished: receiveCompletion(.finished)
          case .failure(let error): receiveCompletion(.failure(transform(error)))
          }
        }, receiveValue: receiveValue)
    }
  }
}
