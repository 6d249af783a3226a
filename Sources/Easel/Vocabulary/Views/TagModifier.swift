@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Gives a view a tag: the value a container (a tab view, a picker) selects it by.
struct TagModifier: ViewModifier, PrimitiveModifier {
  let tag: AnyHashable
  /// Whether the tag also matches a selection of the tag's optional type.
  let includeOptional: Bool
  typealias Body = Never
  /// Containers read tags from their content's values, so the modifier's node only passes its content through.
  func makeNode(graph: ViewGraph) -> TransparentModifierNode { TransparentModifierNode(graph: graph) }
}

extension View {
  /// Tags the view with a value, by which a `TabView` or `Picker` selects it.
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    modifier(TagModifier(tag: AnyHashable(tag), includeOptional: includeOptional))
  }
}
