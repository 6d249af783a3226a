@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Slides a row of pages so page `page` fills the view, moved further by the swipe in progress.
///
/// The offset is kept in pages rather than points, so it animates in the transaction that changed the page
/// even though the pages' width is only known at layout.
struct TabPageOffsetModifier: ViewModifier, PrimitiveModifier {
  let page: Int
  let dragOffset: CGFloat
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> TabPageOffsetNode { TabPageOffsetNode(graph: graph) }
  func apply(to node: TabPageOffsetNode) { node.apply(self) }
}

final class TabPageOffsetNode: ModifierNode {
  /// The page (x) and the swipe's offset in points (y), on their way to the latest values while they animate.
  private var offset = AnimatedValue(CGPoint.zero) { $0.interpolated(to: $1, fraction: $2) }

  func apply(_ modifier: TabPageOffsetModifier) {
    let target = CGPoint(x: CGFloat(modifier.page), y: modifier.dragOffset)
    guard target != offset.target else { return }
    if offset.set(target, animation: currentAnimation, now: graph.currentTime) { didStartAnimating() }
    invalidateDisplay()
    graph.requestFrame()
  }

  override func animationFrame(at time: TimeInterval) -> Bool {
    invalidateDisplay()
    let departing = super.animationFrame(at: time)
    return offset.isAnimating(at: time) || departing
  }

  override var transformToParent: CGAffineTransform {
    let current = offset.value(at: graph.currentTime)
    return CGAffineTransform(translationX: position.x - current.x * size.width + current.y, y: position.y)
  }
}
