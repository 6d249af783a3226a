import Foundation

/// Shows a tab only while it is selected; the others stay in the tree, keeping their state, but draw nothing,
/// take no hits and are hidden from queries.
struct TabVisibilityModifier: ViewModifier, PrimitiveModifier {
  let isVisible: Bool
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> ModifierNode { TabVisibilityNode(graph: graph) }
}

final class TabVisibilityNode: ModifierNode {
  private var isVisible = true

  override func apply(_ modifier: Any) {
    let visible = (modifier as! TabVisibilityModifier).isVisible
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
