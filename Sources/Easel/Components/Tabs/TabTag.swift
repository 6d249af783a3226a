import Foundation

/// What a tab view reads from one of its children: its tag and its tab item, written by `.tag(_:)` and
/// `.tabItem(_:)` on the child.
struct TabTag {
  var tag: AnyHashable?
  var item: AnyView?
}

/// A view that carries tab traits in its modifiers.
@MainActor
protocol TabTagReading {
  /// Adds the traits of the view's modifiers to `traits`; the outermost modifier of a kind wins.
  func readTabTags(into traits: inout TabTag)
}

extension ModifiedContent: TabTagReading where Content: View, Modifier: ViewModifier {
  func readTabTags(into traits: inout TabTag) {
    if let tag = modifier as? TagModifier, traits.tag == nil { traits.tag = tag.tag }
    if let item = modifier as? TabItemModifier, traits.item == nil { traits.item = item.label }
    (content as? any TabTagReading)?.readTabTags(into: &traits)
  }
}

extension TabTag {
  /// The traits of `view`. A custom view without traits of its own gives those of its body, when the body can be
  /// built without the view's node (the view has no dynamic properties): a wrapper view whose body adds
  /// `.tabItem` and `.tag` works as in SwiftUI.
  @MainActor
  init<V: View>(of view: V) {
    self.init()
    (view as? any TabTagReading)?.readTabTags(into: &self)
    guard tag == nil, item == nil, !(view is any PrimitiveView), V.Body.self != Never.self,
      !DynamicPropertyLayout.of(V.self).hasDynamicProperties
    else { return }
    self = TabTag(of: view.body)
  }
}
