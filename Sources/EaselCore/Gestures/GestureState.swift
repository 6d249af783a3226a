import Foundation

/// State that a gesture updates while it is active, and that returns to its initial value when the gesture ends
/// for any reason: success, failure, cancellation, or removal of the view or the gesture.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty, NodeOwnedProperty {
  let link: GestureStateLink<Value>

  /// Gesture state that resets without animation.
  public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, resetTransaction: Transaction()) }
  /// Gesture state that resets without animation.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// Gesture state whose reset runs in `resetTransaction` (with its animation, once animations exist).
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    link = GestureStateLink(initialValue: wrappedValue) { _, transaction in transaction = resetTransaction }
  }
  /// Gesture state whose reset runs in `resetTransaction`.
  public init(initialValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
  }

  /// Gesture state whose `reset` receives the value from just before the reset and may change the transaction.
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    link = GestureStateLink(initialValue: wrappedValue, reset: reset)
  }
  /// Gesture state whose `reset` receives the value from just before the reset.
  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: initialValue, reset: reset)
  }

  /// The current value.
  public var wrappedValue: Value { link.box?.read() ?? link.initialValue }

  /// The state itself, for `updating(_:body:)`.
  public var projectedValue: GestureState<Value> { self }

  /// Sets the value while the gesture runs.
  func update(_ value: Value, transaction: Transaction) {
    link.box?.isHeldByGesture = true
    link.box?.write(value, transaction: transaction)
  }

  /// Returns to the initial value.
  func reset() {
    guard let box = link.box else { return }
    box.isHeldByGesture = false
    var transaction = Transaction()
    link.reset(box.currentValue, &transaction)
    box.write(link.initialValue, transaction: transaction)
  }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// Optional gesture state, `nil` when no gesture runs.
  public init(resetTransaction: Transaction = Transaction()) {
    self.init(wrappedValue: nil, resetTransaction: resetTransaction)
  }
  /// Optional gesture state with a reset handler.
  public init(reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: nil, reset: reset) }
}

extension GestureState: NodeLinkedProperty {
  func link(to node: ViewNode, slot: inout AnyObject?) {
    link.box = StateBox.persistent(in: &slot, initialValue: link.initialValue)
  }
}

/// Connects a `GestureState` value to its node's box, with its reset rule.
final class GestureStateLink<Value>: @unchecked Sendable {
  let initialValue: Value
  let reset: (Value, inout Transaction) -> Void
  var box: StateBox<Value>?

  init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    (self.initialValue, self.reset) = (initialValue, reset)
  }
}
