import Foundation

/// The context of a state change, passed along to the updates it causes: above all, its animation.
public struct Transaction: Sendable {
  /// The animation of the change, or `nil` for none.
  public var animation: Animation?
  /// Whether animations are turned off for this change.
  public var disablesAnimations = false
  /// Whether the change is one of a continuous series (such as a drag).
  public var isContinuous = false
  /// Where a scroll to a view puts the view when the scroll names no anchor itself: the point of the view that
  /// lines up with the same point of the scroll view's visible region. `ScrollViewProxy.scrollTo(_:anchor:)` without
  /// an anchor and a change of a `scrollPosition(id:anchor:)` binding or a `ScrollPosition` read it; nil leaves them
  /// their defaults.
  public var scrollTargetAnchor: UnitPoint?

  /// An empty transaction.
  public init() {}

  /// A transaction with an animation.
  public init(animation: Animation?) { self.animation = animation }

  /// The animation to run, unless animations are disabled.
  var effectiveAnimation: Animation? { disablesAnimations ? nil : animation }
}

/// The transaction of the code running inside `withAnimation` or `withTransaction`: a task-local value, so each
/// thread and task sees only its own, as SwiftUI keeps a transaction per thread. (A task started inside the closure
/// inherits it, as task-local values are inherited.)
package enum TransactionContext {
  @TaskLocal package static var current: Transaction?
}

/// Runs `body`, animating the changes it makes with `animation`.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` with `transaction` as the context of the changes it makes.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try TransactionContext.$current.withValue(transaction, operation: body)
}

/// Runs `body` with the current transaction (inside `withAnimation`, its animation's), its `keyPath` set to `value`,
/// as the context of the changes it makes: `withTransaction(\.scrollTargetAnchor, .bottom) { … }`.
@discardableResult
public func withTransaction<Result, Value>(
  _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
  var transaction = TransactionContext.current ?? Transaction()
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}
