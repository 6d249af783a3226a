import Foundation
import Observation

/// Makes bindings to the properties of an `@Observable` object: `$model.name` with `@Bindable var model`, or
/// `@Bindable var model = model` inside a body.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// The wrapper itself, whose members are bindings: `$model.name`.
  public var projectedValue: Bindable<Value> { self }

  /// Makes bindings to the properties of `wrappedValue`.
  public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

  /// Makes bindings to the properties of `wrappedValue`: `Bindable(model).name`.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

  /// A copy of another bindable (the `$` syntax of an argument label).
  public init(projectedValue: Bindable<Value>) { self = projectedValue }

  /// A binding to the property at `keyPath`; reading it in a body tracks the property, as reading the object would.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

extension Bindable: Identifiable where Value: Identifiable {
  /// The object's identity.
  public var id: Value.ID { wrappedValue.id }
}

extension Bindable: DynamicProperty {}
