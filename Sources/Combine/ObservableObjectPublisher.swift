import Foundation

/// Announces that an `ObservableObject` is about to change.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
  public typealias Output = Void
  public typealias Failure = Never

  private let subscribers = SubscriberList<Void>()

  public init() {}

  /// Tells every subscriber the object will change.
  public func send() { subscribers.send(()) }

  public func subscribe(_ receiveValue: @escaping (()) -> Void) -> AnyCancellable { subscribers.add(receiveValue) }
}
