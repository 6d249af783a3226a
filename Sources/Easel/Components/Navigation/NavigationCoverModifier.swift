@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Moves a navigation screen aside while a screen is pushed over it, and keeps it out of hits and queries.
struct NavigationCoverModifier: ViewModifier, PrimitiveModifier {
  let isCovered: Bool
  /// How far the screen over it has been dragged away by a swipe back, in points.
  var uncovering: CGFloat = 0
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> NavigationCoverNode { NavigationCoverNode(graph: graph) }
  func apply(to node: NavigationCoverNode) { node.apply(self) }
}

/// Shifts its screen a third of its width toward the leading edge and darkens it a little as a screen slides over
/// it (as iOS does), and
/// stops drawing it once it is fully covered; a covered screen takes no hits and is hidden from queries, though it
/// keeps its state.
final class NavigationCoverNode: ModifierNode {
  /// 0 when the screen is on top, 1 when it is covered; in between while the screen over it slides or is swiped.
  private var coverage = AnimatedValue(0.0)
  private var isCovered = false
  /// How far a covered screen is shifted, as a fraction of its width.
  private static let shift: CGFloat = 0.3

  func apply(_ modifier: NavigationCoverModifier) {
    isCovered = modifier.isCovered
    let uncovered = size.width > 0 ? min(1, max(0, Double(modifier.uncovering / size.width))) : 0
    let target = modifier.isCovered ? 1 - uncovered : 0
    guard target != coverage.target else { return }
    if coverage.set(target, animation: currentAnimation, now: graph.currentTime) { didStartAnimating() }
    invalidateDisplay()
    graph.requestFrame()
  }

  override func animationFrame(at time: TimeInterval) -> Bool {
    invalidateDisplay()
    let departing = super.animationFrame(at: time)
    return coverage.isAnimating(at: time) || departing
  }

  override var transformToParent: CGAffineTransform {
    let offset = -size.width * Self.shift * CGFloat(coverage.value(at: graph.currentTime))
    return CGAffineTransform(translationX: position.x + offset, y: position.y)
  }

  /// The darkening of a covered screen, which sets the screen sliding over it apart.
  private static let dimming: Float = 0.12

  override func renderContent(into builder: inout DisplayListBuilder) {
    guard coverage.target < 1 || coverage.isAnimating(at: graph.currentTime) else { return }
    super.renderContent(into: &builder)
    let amount = Float(coverage.value(at: graph.currentTime))
    guard amount > 0 else { return }
    let bounds = CGRect(origin: .zero, size: size)
    builder.append(
      .fill(
        Path(bounds), .color(Color.Resolved(red: 0, green: 0, blue: 0, opacity: Self.dimming * amount)), eoFill: false),
      localBounds: bounds)
  }

  override func hitTestContent(_ point: CGPoint) -> ViewNode? {
    isCovered ? nil : super.hitTestContent(point)
  }

  override var isHiddenFromQueries: Bool { isCovered }
}
