import Foundation

/// Gives a view a tag: the value a container (a tab view, a picker) selects it by.
struct TagModifier: ViewModifier, PrimitiveModifier {
  let tag: AnyHashable
  /// Whether the tag also matches a selection of the tag's optional type.
  let includeOptional: Bool
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> ModifierNode { TagNode(graph: graph) }
}

/// Holds a view's tag, for containers that read their children's tags from the tree.
final class TagNode: TransparentModifierNode {
  private(set) var tag: AnyHashable?

  override func apply(_ modifier: Any) { tag = (modifier as! TagModifier).tag }
}

extension View {
  /// Tags the view with a value, by which a `TabView` or `Picker` selects it.
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    modifier(TagModifier(tag: AnyHashable(tag), includeOptional: includeOptional))
  }
}
