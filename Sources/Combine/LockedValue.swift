import Foundation

/// A value that a pipeline's subscription reads and writes from whichever thread sends to it.
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  /// Stores `newValue` and returns the value it replaced.
  func exchange(_ newValue: Value) -> Value {
    lock.withLock {
      defer { value = newValue }
      return value
    }
  }

  /// Changes the value with `change` and returns what it returns.
  func update<Result>(_ change: (inout Value) -> Result) -> Result { lock.withLock { change(&value) } }
}
