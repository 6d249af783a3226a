import Foundation

/// A value the front window's views publish (`focusedValue(_:_:)`, `focusedSceneValue(_:_:)`), read by the app's
/// commands: `@FocusedValue(\.board) var board`. `nil` when no view publishes it.
///
/// Easel reads focused values in `Commands`: the app's commands are made again whenever the menus are read (when
/// one opens, and when a shortcut is pressed), and each takes the values of that moment, which its buttons' actions
/// then see. In a view's body the value is `nil`.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  private let value: Value?

  /// The value published under `keyPath`.
  @MainActor public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
    value = FocusedValues.current?[keyPath: keyPath]
  }

  /// The value, or `nil` when no view of the front window publishes one.
  public var wrappedValue: Value? { value }
}

/// A binding the front window's views publish, read as its value: `@FocusedBinding(\.count) var count: Int?`.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
  private let binding: Binding<Value>?

  /// The binding published under `keyPath`.
  @MainActor public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
    binding = FocusedValues.current?[keyPath: keyPath]
  }

  /// The bound value; setting it writes through the binding (nothing happens without one).
  @MainActor public var wrappedValue: Value? {
    get { binding?.wrappedValue }
    nonmutating set { if let newValue { binding?.wrappedValue = newValue } }
  }

  /// The published binding itself.
  public var projectedValue: Binding<Value>? { binding }
}

/// An observable object the front window's views publish (`focusedObject(_:)`, `focusedSceneObject(_:)`), read by
/// the app's commands: `@FocusedObject var board: BoardModel?`.
@propertyWrapper
public struct FocusedObject<Object: ObservableObject>: DynamicProperty {
  private let object: Object?

  /// The object of type `Object` the front window publishes.
  @MainActor public init() { object = FocusedValues.current?[FocusedObjectKey<Object>.self] }

  /// The object, or `nil` when no view of the front window publishes one.
  public var wrappedValue: Object? { object }
}
