@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Marks a layout whose views a `.viewAligned` scroll view aligns to: `scrollTargetLayout(isEnabled:)`.
struct ScrollTargetLayoutModifier: ViewModifier, PrimitiveModifier {
  let isEnabled: Bool
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> ScrollTargetLayoutNode { ScrollTargetLayoutNode(graph: graph) }
  func apply(to node: ScrollTargetLayoutNode) { node.isEnabled = isEnabled }
}

/// The node of `scrollTargetLayout()`: lays its content out as it is and tells the scroll view around it where the
/// views of its layout are.
final class ScrollTargetLayoutNode: ModifierNode {
  var isEnabled = true

  /// The views of the marked layout: the children the layout placed (the rows a lazy stack built).
  var targets: [ViewNode] {
    guard isEnabled else { return [] }
    return elements.flatMap { ($0 as? LazyLayoutNode)?.children ?? $0.placedElements }
  }
}
