@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Stores a `ForEach`'s move action, which a `List` offers as reorder handles on its rows in edit mode. Outside a
/// list it changes nothing.
public struct OnMoveModifier: ViewModifier {
  let action: ((IndexSet, Int) -> Void)?
  public typealias Body = Never
}

extension OnMoveModifier: PrimitiveModifier {
  package func makeNode(graph: ViewGraph) -> TransparentModifierNode { TransparentModifierNode(graph: graph) }
}

extension OnMoveModifier: LazySegmentModifier {
  func modify(_ segment: inout LazyItemSegment) { segment.moveAction = action }
}
