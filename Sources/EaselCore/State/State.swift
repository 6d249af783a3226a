import Foundation

/// Storage a view owns: it lives in the view's node and survives body re-evaluation.
/// Setting it re-runs the bodies that read it.
@propertyWrapper
public struct State<Value>: DynamicProperty, NodeOwnedProperty {
  let link: StateLink<Value>

  /// State with an initial value, used when the view first appears.
  public init(wrappedValue value: Value) { link = StateLink(initialValue: value) }
  /// State with an initial value.
  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  /// The current value.
  public var wrappedValue: Value {
    get { link.box?.read() ?? link.initialValue }
    nonmutating set { link.box?.write(newValue, transaction: TransactionContext.current ?? Transaction()) }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let link = self.link
    return Binding(
      get: { link.box?.read() ?? link.initialValue },
      set: { value, transaction in link.box?.write(value, transaction: transaction) })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// State whose initial value is `nil`.
  public init() { self.init(wrappedValue: nil) }
}

extension State: NodeLinkedProperty {
  func link(to node: ViewNode, slot: inout AnyObject?) {
    link.box = StateBox.persistent(in: &slot, initialValue: link.initialValue)
  }
}

/// Connects a `State` value to the node's persistent box.
final class StateLink<Value>: @unchecked Sendable {
  let initialValue: Value
  var box: StateBox<Value>?
  init(initialValue: Value) { self.initialValue = initialValue }
}

/// The persistent value of a `State`, with the nodes that read it.
final class StateBox<Value>: @unchecked Sendable {
  private var value: Value
  private let dependents = DependentNodes()
  /// The transaction of the last write.
  private(set) var lastTransaction = Transaction()
  /// Whether a gesture set this value (a `GestureState`'s) and has not reset it yet: once input ends, none should be.
  var isHeldByGesture = false

  init(value: Value) { self.value = value }

  /// The box kept in a node's slot, made with `initialValue` the first time.
  static func persistent(in slot: inout AnyObject?, initialValue: Value) -> StateBox<Value> {
    if let box = slot as? StateBox<Value> { return box }
    let box = StateBox(value: initialValue)
    slot = box
    return box
  }

  func read() -> Value {
    dependents.registerCurrentReader()
    return value
  }

  /// The value, without registering a reader.
  var currentValue: Value { value }

  func write(_ newValue: Value, transaction: Transaction = Transaction()) {
    if let old = value as? any Equatable, old.isEqual(toAny: newValue) { return }
    value = newValue
    lastTransaction = transaction
    dependents.invalidateAll(transaction: transaction)
  }
}

extension Equatable {
  /// Whether `other` is a value of the same type equal to `self`.
  func isEqual(toAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
