import Foundation

extension ViewNode {
  /// The value of `key` this subtree gives its parent: its views' values reduced in order, or `nil` when no view
  /// sets one. Hidden views give none.
  package func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
    var value: K.Value?
    contributePreference(key, to: &value)
    return value
  }

  /// The value of `key` the node's children give, reduced in order.
  func childrenPreferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
    var value: K.Value?
    for child in displayedChildren { child.contributePreference(key, to: &value) }
    return value
  }
}
