extension Publishers {
  /// Sends the upstream values after the first few: `dropFirst(_:)`.
  public struct Drop<Upstream: Publisher>: CompletingPublisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose first values are dropped.
    public let upstream: Upstream
    /// How many values to drop.
    public let count: Int

    public func subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      // Each subscriber drops its own first values: `$property.dropFirst()` skips the current value.
      let seen = LockedValue(0)
      return upstream.subscribe(receiveCompletion: receiveCompletion) { [count] value in
        let number = seen.update { seen -> Int in
          seen += 1
          return seen
        }
        if number > count { receiveValue(value) }
      }
    }
  }
}
