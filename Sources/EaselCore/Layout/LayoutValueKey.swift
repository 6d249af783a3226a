import Foundation

/// A key for a value a view gives the layout that arranges it: set with `layoutValue(key:value:)`, read in the
/// layout through `LayoutSubview`'s subscript.
public protocol LayoutValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a view that sets none.
  static var defaultValue: Value { get }
}

extension View {
  /// Gives the layout that arranges this view `value` for `key`.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(LayoutValueModifier<K>(value: value))
  }
}

/// `layoutValue(key:value:)`.
struct LayoutValueModifier<Key: LayoutValueKey>: ViewModifier, PrimitiveModifier {
  let value: Key.Value
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> LayoutValueNode<Key> { LayoutValueNode<Key>(graph: graph) }
  func apply(to node: LayoutValueNode<Key>) { node.setValue(value) }
}

/// Holds a view's value for one layout key; the layout above reads it through the modifiers between.
final class LayoutValueNode<Key: LayoutValueKey>: ModifierNode {
  private var value: Key.Value?

  func setValue(_ newValue: Key.Value) {
    if let value, ViewComparison.equal(value, newValue) { return }
    value = newValue
    invalidateLayout()
  }

  override func layoutValue(forKey key: ObjectIdentifier) -> Any? {
    key == ObjectIdentifier(Key.self) ? value : super.layoutValue(forKey: key)
  }
}
