import Foundation

/// The context of a state change, passed along to the updates it causes: above all, its animation.
public struct Transaction: Sendable {
  /// The animation of the change, or `nil` for none.
  public var animation: Animation?
  /// Whether animations are turned off for this change.
  public var disablesAnimations = false
  /// Whether the change is one of a continuous series (such as a drag).
  public var isContinuous = false

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
