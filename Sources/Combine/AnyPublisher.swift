/// A publisher that hides the type of the one it wraps: `eraseToAnyPublisher()`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let subscribeAction:
    (@escaping (Subscribers.Completion<Failure>) -> Void, @escaping (Output) -> Void) -> AnyCancellable

  /// Wraps `publisher`.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    subscribeAction = { publisher.subscribe(receiveCompletion: $0, receiveValue: $1) }
  }

  public func subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    subscribeAction({ _ in }, receiveValue)
  }

  public func subscribe(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    subscribeAction(receiveCompletion, receiveValue)
  }
}
