import Foundation

/// Announces that an `ObservableObject` is about to change.
public final class ObservableObjectPublisher: @unchecked Sendable {
  private let lock = NSLock()
  private var subscribers: [Int: () -> Void] = [:]
  private var nextID = 0

  public init() {}

  /// Tells every subscriber the object will change.
  public func send() {
    let actions = lock.withLock { Array(subscribers.values) }
    for action in actions { action() }
  }

  /// Calls `action` before each change, until the returned cancellable is cancelled or released.
  public func sink(receiveValue action: @escaping () -> Void) -> AnyCancellable {
    let id = lock.withLock {
      nextID += 1
      subscribers[nextID] = action
      return nextID
    }
    return AnyCancellable { [weak self] in
      guard let self else { return }
      _ = self.lock.withLock { self.subscribers.removeValue(forKey: id) }
    }
  }
}

/// Cancels a subscription when cancelled or released.
public final class AnyCancellable: Hashable, @unchecked Sendable {
  private var cancelAction: (() -> Void)?

  /// A cancellable that runs `cancel` once.
  public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

  deinit { cancelAction?() }

  /// Ends the subscription.
  public func cancel() {
    cancelAction?()
    cancelAction = nil
  }

  /// Keeps the cancellable alive in `set`.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
