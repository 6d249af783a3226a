import Foundation

/// The receivers of a publisher's values, safe to use from any thread.
final class SubscriberList<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var receivers: [Int: (Value) -> Void] = [:]
  private var nextID = 0

  /// Adds `receiver` until the returned cancellable is cancelled or released.
  func add(_ receiver: @escaping (Value) -> Void) -> AnyCancellable {
    let id = lock.withLock {
      nextID += 1
      receivers[nextID] = receiver
      return nextID
    }
    return AnyCancellable { [weak self] in self?.remove(id) }
  }

  /// Sends `value` to every receiver, in the order they were added.
  func send(_ value: Value) {
    let current = lock.withLock { receivers.sorted { $0.key < $1.key }.map(\.value) }
    for receiver in current { receiver(value) }
  }

  private func remove(_ id: Int) {
    _ = lock.withLock { receivers.removeValue(forKey: id) }
  }
}
