import Foundation

extension View {
  /// Runs `action` with the value of `key` this view's subtree gives, after layout, whenever it changes, and once
  /// with the first value. State the action changes updates before the frame is drawn.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(PreferenceChangeModifier<K>(action: action))
  }
}

/// `onPreferenceChange(_:perform:)`.
struct PreferenceChangeModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier where Key.Value: Equatable {
  let action: (Key.Value) -> Void
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> PreferenceChangeNode<Key> { PreferenceChangeNode<Key>(graph: graph) }
  func apply(to node: PreferenceChangeNode<Key>) { node.action = action }
}

/// Runs its action when its subtree's value of the key changes; the value passes on to its ancestors.
final class PreferenceChangeNode<Key: PreferenceKey>: ModifierNode, PreferenceObserver where Key.Value: Equatable {
  var action: ((Key.Value) -> Void)?
  /// The value the action last saw.
  private var lastValue: Key.Value?

  override func didMount() {
    super.didMount()
    graph.preferenceObservers.add(self)
  }

  override func willUnmount() {
    graph.preferenceObservers.remove(self)
    super.willUnmount()
  }

  func preferenceDidChange() -> Bool {
    let value = childrenPreferenceValue(Key.self) ?? Key.defaultValue
    guard value != lastValue, let action else { return false }
    lastValue = value
    graph.enqueueLifecycle { action(value) }
    return true
  }
}
