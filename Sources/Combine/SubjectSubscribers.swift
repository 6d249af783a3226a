import Foundation

/// The subscribers of a subject and how it ended, safe to use from any thread.
final class SubjectSubscribers<Output, Failure: Error>: @unchecked Sendable {
  private struct Receiver {
    let value: (Output) -> Void
    let completion: (Subscribers.Completion<Failure>) -> Void
  }

  private let lock = NSLock()
  private var receivers: [Int: Receiver] = [:]
  private var nextID = 0
  private var completion: Subscribers.Completion<Failure>?

  /// Whether the subject has sent its completion.
  var hasEnded: Bool { lock.withLock { completion != nil } }

  /// Adds a subscriber; one that comes after the end is told the end at once.
  func add(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let id: Int? = lock.withLock {
      guard completion == nil else { return nil }
      nextID += 1
      receivers[nextID] = Receiver(value: receiveValue, completion: receiveCompletion)
      return nextID
    }
    guard let id else {
      if let completion = lock.withLock({ completion }) { receiveCompletion(completion) }
      return AnyCancellable {}
    }
    return AnyCancellable { [weak self] in self?.remove(id) }
  }

  /// Sends `value` to every subscriber, in the order they came, unless the subject has ended.
  func send(_ value: Output) {
    for receiver in current() { receiver.value(value) }
  }

  /// Ends the stream: tells every subscriber, then forgets them.
  func send(completion: Subscribers.Completion<Failure>) {
    let ended: [Receiver] = lock.withLock {
      guard self.completion == nil else { return [] }
      self.completion = completion
      defer { receivers = [:] }
      return receivers.sorted { $0.key < $1.key }.map(\.value)
    }
    for receiver in ended { receiver.completion(completion) }
  }

  private func current() -> [Receiver] { lock.withLock { receivers.sorted { $0.key < $1.key }.map(\.value) } }

  private func remove(_ id: Int) { _ = lock.withLock { receivers.removeValue(forKey: id) } }
}
