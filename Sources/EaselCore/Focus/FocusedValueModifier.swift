import Foundation

/// Publishes a focused value: `focusedValue(_:_:)` (while the view or one inside it has focus) and
/// `focusedSceneValue(_:_:)` (while its window is in front).
struct FocusedValueModifier: ViewModifier, PrimitiveModifier {
  let write: (inout FocusedValues) -> Void
  /// Whether the value is the window's, whatever has focus.
  let isSceneWide: Bool
  package typealias Body = Never
  func makeNode(graph: ViewGraph) -> FocusedValueNode { FocusedValueNode(graph: graph) }
  func apply(to node: FocusedValueNode) { node.apply(self) }
}

final class FocusedValueNode: TransparentModifierNode {
  override var inputRoles: [Any.Type] { [FocusedValueNode.self] }
  private(set) var modifier: FocusedValueModifier?
  func apply(_ modifier: FocusedValueModifier) { self.modifier = modifier }
}

extension ViewGraph {
  /// The values the window's views publish now: the scene-wide ones in drawing order, then those on the focused
  /// view's chain, outermost first, so the one nearest the focused view wins.
  package func focusedValues() -> FocusedValues {
    var values = FocusedValues()
    let published = root.map { input.roles.displayed(FocusedValueNode.self, under: $0) } ?? []
    for modifier in published.compactMap(\.modifier) where modifier.isSceneWide { modifier.write(&values) }
    var chain: [FocusedValueModifier] = []
    var node: ViewNode? = focus.current
    while let current = node {
      if let current = current as? FocusedValueNode, let modifier = current.modifier, !modifier.isSceneWide {
        chain.append(modifier)
      }
      node = current.parent
    }
    for modifier in chain.reversed() { modifier.write(&values) }
    return values
  }
}

extension View {
  /// Publishes `value` under `keyPath` to the window's commands while this view, or a view inside it, has focus.
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
    modifier(FocusedValueModifier(write: { $0[keyPath: keyPath] = value }, isSceneWide: false))
  }

  /// Publishes `value` under `keyPath` to the window's commands while the window is in front, whatever has focus.
  public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
    modifier(FocusedValueModifier(write: { $0[keyPath: keyPath] = value }, isSceneWide: true))
  }

  /// Publishes `object` to the window's commands (`@FocusedObject`) while this view, or one inside it, has focus.
  public func focusedObject<Object: ObservableObject>(_ object: Object) -> some View {
    modifier(FocusedValueModifier(write: { $0[FocusedObjectKey<Object>.self] = object }, isSceneWide: false))
  }

  /// Publishes `object` to the window's commands (`@FocusedObject`) while the window is in front.
  public func focusedSceneObject<Object: ObservableObject>(_ object: Object) -> some View {
    modifier(FocusedValueModifier(write: { $0[FocusedObjectKey<Object>.self] = object }, isSceneWide: true))
  }
}

/// The key of a focused object: its type.
struct FocusedObjectKey<Object: ObservableObject>: FocusedValueKey {
  typealias Value = Object
}
