import Foundation

/// Handles scrolls: the hook scroll views use.
struct ScrollHandlerModifier: ViewModifier, PrimitiveModifier {
  let action: (ScrollEvent) -> Bool
  package typealias Body = Never
  func makeNode(graph: ViewGraph) -> ScrollHandlerNode { ScrollHandlerNode(graph: graph) }
  func apply(to node: ScrollHandlerNode) { node.apply(self) }
}
