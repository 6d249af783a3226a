import Foundation

/// Waits for the value a completion handler delivers on another thread.
///
/// The value passes through a lock as well as the continuation. Swift 6.3.1's concurrency runtime tells
/// ThreadSanitizer nothing when a continuation is resumed before its task awaits it, so `make tsan` would report
/// the value's making on the handler's thread as racing with the test's reads after `await` (a twenty-line program
/// shows it). The lock's release and acquire order the two for the sanitizer, as the runtime orders them in fact.
public enum CompletionHandoff {
  /// Calls `start` with a handler to call once with the value, and returns that value.
  public static func value<Value>(_ start: sending (@escaping @Sendable (Value) -> Void) -> Void) async -> Value {
    let slot = Slot<Value>()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      start { value in
        slot.put(value)
        continuation.resume()
      }
    }
    return slot.take()
  }

  /// The value between the handler's thread and the waiting task.
  private final class Slot<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    func put(_ value: Value) { lock.withLock { self.value = value } }

    func take() -> Value {
      lock.withLock {
        guard let value else { preconditionFailure("the continuation resumed before the handler's value was put") }
        return value
      }
    }
  }
}
