import Foundation

/// Attaches a value to a view, which a `Picker` reads from its options: `tag(_:)`.
struct TagModifier: ViewModifier, PrimitiveModifier {
  let value: AnyHashable
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> ModifierNode { TransparentModifierNode(graph: graph) }
}

extension View {
  /// Tags the view with `tag`: a `Picker` selects this option when its selection equals the tag.
  public func tag<V: Hashable>(_ tag: V) -> some View { modifier(TagModifier(value: AnyHashable(tag))) }
}
