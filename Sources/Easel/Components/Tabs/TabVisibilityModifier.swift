@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Shows a tab only while it is selected; the others stay in the tree, keeping their state, but draw nothing,
/// take no hits and are hidden from queries.
struct TabVisibilityModifier: ViewModifier, PrimitiveModifier {
  let isVisible: Bool
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> TabVisibilityNode { TabVisibilityNode(graph: graph) }
  func apply(to node: TabVisibilityNode) { node.apply(self) }
}

final class TabVisibilityNode: ModifierNode {
  private var isVisible = true

  func apply(_ modifier: TabVisibilityModifier) {
    let visible = modifier.isVisible
    guard visible != isVisible else { return }
    isVisible = visible
    invalidateDisplay()
    graph.requestFrame()
  }

  override func renderContent(into builder: inout DisplayListBuilder) {
    guard isVisible else { return }
    super.renderContent(into: &builder)
  }

  override func hitTestContent(_ point: CGPoint) -> ViewNode? { isVisible ? super.hitTestContent(point) : nil }

  override var isHiddenFromQueries: Bool { !isVisible }
}
