import Foundation

/// A subject that keeps its latest value and sends it to each new subscriber first.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, CompletingPublisher, @unchecked Sendable {
  private let subscribers = SubjectSubscribers<Output, Failure>()
  private let lock = NSLock()
  private var current: Output

  /// A subject holding `value`.
  public init(_ value: Output) { current = value }

  /// The latest value; setting it sends it to every subscriber.
  public var value: Output {
    get { lock.withLock { current } }
    set { send(newValue) }
  }

  public func send(_ value: Output) {
    lock.withLock { current = value }
    subscribers.send(value)
  }

  public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(completion: completion) }

  public func subscribe(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    // A subscriber that comes after the end gets only the end, as in Combine.
    guard !subscribers.hasEnded else {
      return subscribers.add(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
    receiveValue(value)
    return subscribers.add(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
  }
}
