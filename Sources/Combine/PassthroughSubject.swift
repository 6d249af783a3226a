/// A subject that passes the values sent into it to its current subscribers, keeping none.
public final class PassthroughSubject<Output, Failure: Error>: Subject, CompletingPublisher, @unchecked Sendable {
  private let subscribers = SubjectSubscribers<Output, Failure>()

  /// A subject with no subscribers yet.
  public init() {}

  public func send(_ value: Output) { subscribers.send(value) }

  public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(completion: completion) }

  public func subscribe(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    subscribers.add(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
  }
}
