extension Publishers {
  /// Sends the upstream values, and in place of its failure one last value before finishing:
  /// `replaceError(with:)`.
  public struct ReplaceError<Upstream: Publisher>: CompletingPublisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Never

    /// The publisher whose failure is replaced.
    public let upstream: Upstream
    /// The value sent when the upstream fails.
    public let output: Output

    public func subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      upstream.subscribe(
        receiveCompletion: { [output] completion in
          if case .failure = completion { receiveValue(output) }
          receiveCompletion(.finished)
        }, receiveValue: receiveValue)
    }
  }
}
