@_spi(ForEaselOnly) import EaselCore
import Foundation

extension View {
  /// Draws a view made from the value of `key` this view's subtree gives in front of this view, sized to it:
  /// `transform` runs again after layout whenever the value changes (a `GeometryReader` in it resolves anchors).
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(PreferenceSecondaryModifier<K, V>(transform: transform, alignment: alignment, role: .overlay))
  }

  /// Draws a view made from the value of `key` this view's subtree gives behind this view, sized to it.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(PreferenceSecondaryModifier<K, V>(transform: transform, alignment: alignment, role: .background))
  }
}

/// `overlayPreferenceValue` and `backgroundPreferenceValue`.
struct PreferenceSecondaryModifier<Key: PreferenceKey, Secondary: View>: ViewModifier, PrimitiveModifier {
  let transform: (Key.Value) -> Secondary
  let alignment: Alignment
  let role: SecondaryViewRole
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> PreferenceSecondaryNode<Key, Secondary> {
    PreferenceSecondaryNode<Key, Secondary>(graph: graph)
  }
  func apply(to node: PreferenceSecondaryNode<Key, Secondary>) { node.apply(self) }
}

/// A background or overlay made from its content's value of a preference, made again after a layout that changed
/// the value (or after an update gave a new `transform`).
final class PreferenceSecondaryNode<Key: PreferenceKey, Secondary: View>: SecondaryViewNode<Secondary>,
  PreferenceObserver
{
  private var modifier: PreferenceSecondaryModifier<Key, Secondary>?
  /// The value the secondary view was last made from.
  private var shownValue: Key.Value?

  func apply(_ modifier: PreferenceSecondaryModifier<Key, Secondary>) {
    self.modifier = modifier
    // Until layout gives the value, the view is made from the last one (the default, at first).
    show(shownValue ?? Key.defaultValue)
  }

  override func didMount() {
    super.didMount()
    graph.preferenceObservers.add(self)
  }

  override func willUnmount() {
    graph.preferenceObservers.remove(self)
    super.willUnmount()
  }

  func preferenceDidChange() -> Bool {
    let value = content?.preferenceValue(Key.self) ?? Key.defaultValue
    if let shownValue, ViewComparison.equal(shownValue, value) { return false }
    show(value)
    return true
  }

  private func show(_ value: Key.Value) {
    guard let modifier else { return }
    shownValue = value
    show(modifier.transform(value), alignment: modifier.alignment, role: modifier.role)
  }
}
