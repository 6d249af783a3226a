import Foundation

extension Publishers {
  /// Sends an upstream value only when it differs from the one before: `removeDuplicates()`.
  public struct RemoveDuplicates<Upstream: Publisher>: CompletingPublisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose repeated values are dropped.
    public let upstream: Upstream
    /// Whether two consecutive values count as the same.
    public let predicate: (Output, Output) -> Bool

    public func subscribe(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      // Each subscriber compares against the last value it was sent.
      let last = LockedValue<Output?>(nil)
      return upstream.subscribe(receiveCompletion: receiveCompletion) { [predicate] value in
        let isNew = last.exchange(value).map { !predicate($0, value) } ?? true
        if isNew { receiveValue(value) }
      }
    }
  }
}
