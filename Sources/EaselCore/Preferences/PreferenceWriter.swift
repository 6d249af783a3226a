import Foundation

extension View {
  /// Sets this view's value for `key`, in place of the values of the views inside it.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(PreferenceWriter<K>(write: .value(value)))
  }

  /// Changes the value of `key` this view's subtree gives: `callback` gets the reduced value of the views inside
  /// it, or the default value when they set none.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  )
    -> some View
  {
    modifier(PreferenceWriter<K>(write: .transform(callback)))
  }

  /// Sets this view's value for `key` from an anchor to its geometry: `transform` turns the anchor to `value`, a
  /// rectangle or point of this view, into the preference's value.
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modifier(PreferenceWriter<K>(write: .anchor { node in transform(value.anchor(in: node)) }))
  }

  /// Changes the value of `key` this view's subtree gives with an anchor to its geometry.
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    modifier(
      PreferenceWriter<K>(
        write: .transformWithAnchor { accumulated, node in transform(&accumulated, value.anchor(in: node)) }))
  }
}

/// `preference`, `transformPreference`, `anchorPreference` and `transformAnchorPreference`.
struct PreferenceWriter<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
  /// How the modifier makes the subtree's value.
  enum Write {
    /// A fixed value, in place of the subtree's.
    case value(Key.Value)
    /// The subtree's value, changed.
    case transform((inout Key.Value) -> Void)
    /// A value from the node's geometry, in place of the subtree's.
    case anchor(@MainActor (ViewNode) -> Key.Value)
    /// The subtree's value, changed with the node's geometry.
    case transformWithAnchor(@MainActor (inout Key.Value, ViewNode) -> Void)
  }

  let write: Write
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> PreferenceWriterNode<Key> { PreferenceWriterNode<Key>(graph: graph) }
  func apply(to node: PreferenceWriterNode<Key>) { node.write = write }
}

/// Gives its subtree's value of one key as its modifier says; other keys pass through.
final class PreferenceWriterNode<Key: PreferenceKey>: ModifierNode {
  var write: PreferenceWriter<Key>.Write?

  override func contributePreference<K: PreferenceKey>(_ key: K.Type, to value: inout K.Value?) {
    guard K.self == Key.self, let write, !isHiddenFromQueries else {
      return super.contributePreference(key, to: &value)
    }
    let own: Key.Value
    switch write {
    case .value(let fixed): own = fixed
    case .anchor(let make): own = make(self)
    case .transform(let transform):
      var subtree = childrenPreferenceValue(Key.self) ?? Key.defaultValue
      transform(&subtree)
      own = subtree
    case .transformWithAnchor(let transform):
      var subtree = childrenPreferenceValue(Key.self) ?? Key.defaultValue
      transform(&subtree, self)
      own = subtree
    }
    // `K` is `Key`: the cast only re-types the value.
    K.accumulate(own as! K.Value, into: &value)
  }
}
