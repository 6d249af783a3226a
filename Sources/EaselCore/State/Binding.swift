import Foundation

/// A two-way connection to a value stored elsewhere.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  private let getter: () -> Value
  private let setter: (Value, Transaction) -> Void
  /// The value the binding gave when it was made, kept where its source does not track who reads it (an observable
  /// object's property): a view holding the binding then compares by it, as SwiftUI compares a binding by the value
  /// it gave, since the current values of an old and a new binding to the same property are always equal.
  private var snapshot: Value?
  /// The transaction used when the value is set through this binding.
  public var transaction = Transaction()

  /// A binding that reads and writes through closures.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = { value, _ in set(value) }
  }

  /// A binding whose setter receives the transaction.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getter = get
    setter = set
  }

  /// A binding to a source that does not track its readers, compared by the value `get` gives now.
  init(snapshotting get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.init(get: get, set: set)
    snapshot = get()
  }

  /// A binding from another binding (the `$` syntax of an argument label).
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The current value.
  public var wrappedValue: Value {
    get { getter() }
    nonmutating set {
      var effective = transaction
      if effective.animation == nil, let current = TransactionContext.current { effective = current }
      setter(newValue, effective)
    }
  }

  /// The binding itself.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let base = self
    var binding = Binding<Subject>(
      get: { base.wrappedValue[keyPath: keyPath] },
      set: { value, transaction in
        var whole = base.wrappedValue
        whole[keyPath: keyPath] = value
        base.setter(whole, transaction)
      })
    // `map`, not `?[keyPath:]`: for an optional property, that would make a binding without a snapshot one of `nil`.
    binding.snapshot = snapshot.map { $0[keyPath: keyPath] }
    return binding
  }

  /// The binding, animating the changes made through it.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    transaction(Transaction(animation: animation))
  }

  /// The binding with a transaction used for its changes.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var binding = self
    binding.transaction = transaction
    return binding
  }

  /// A binding to an optional value wrapping this one.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(
      get: { base.wrappedValue }, set: { value, transaction in if let value { base.setter(value, transaction) } })
  }

  /// A binding to the unwrapped value, or `nil` when `base` holds `nil`.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    var last = value
    self.init(
      get: {
        if let current = base.wrappedValue { last = current }
        return last
      }, set: { value, transaction in base.setter(value, transaction) })
  }
}

extension Binding: DynamicProperty {}

/// Lets view comparison compare bindings by the values they give.
protocol ComparableBinding {
  /// Compares two bindings of this type by the values they gave (their snapshots, else their current values), or nil
  /// when the values are not `Equatable`.
  static var currentValueComparison: ValueComparison.Compare? { get }
}

extension Binding: ComparableBinding {
  static var currentValueComparison: ValueComparison.Compare? {
    guard let equatable = Value.self as? any Equatable.Type else { return nil }
    return comparison(of: equatable)
  }

  /// `Value` is `E`: the caller opened it as `Equatable`.
  private static func comparison<E: Equatable>(of _: E.Type) -> ValueComparison.Compare {
    { lhs, rhs in
      let (old, new) = (
        lhs.assumingMemoryBound(to: Binding<E>.self).pointee, rhs.assumingMemoryBound(to: Binding<E>.self).pointee
      )
      return (old.snapshot ?? old.wrappedValue) == (new.snapshot ?? new.wrappedValue)
    }
  }
}
