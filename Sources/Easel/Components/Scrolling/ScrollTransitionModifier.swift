@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Draws its content with the effects of the phase it is in as it scrolls through the visible region of its
/// scroll view: `scrollTransition`.
struct ScrollTransitionModifier: ViewModifier, PrimitiveModifier {
  let topLeading: ScrollTransitionConfiguration
  let bottomTrailing: ScrollTransitionConfiguration
  let axis: Axis?
  /// The effects of the transition in a phase.
  let effects: (ScrollTransitionPhase) -> Effects
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> ScrollTransitionNode { ScrollTransitionNode(graph: graph) }
  func apply(to node: ScrollTransitionNode) { node.apply(self) }
}

/// Follows its scroll view's moves (the scroll view tells it of each) and draws its content with the effects of
/// where it is: interpolated between the identity phase and an edge's phase for an interactive configuration,
/// animated to a phase once the threshold is crossed for an animated one.
final class ScrollTransitionNode: ScrollFollowerNode {
  private var modifier: ScrollTransitionModifier?
  /// The phase drawn, and how far (0 to 1) its effects have come from the identity phase's.
  private var shown: (phase: ScrollTransitionPhase, fraction: Double) = (.identity, 0)
  /// Whether the phase was computed from a position yet: the first one is drawn without animation.
  private var hasPosition = false
  /// The animation of an animated configuration from the effects drawn when the phase changed.
  private var animation: (from: Effects, animation: Animation, start: TimeInterval)?

  func apply(_ modifier: ScrollTransitionModifier) {
    self.modifier = modifier
    followEnclosingViewport()
    invalidateDisplay()
  }

  /// Finds the phase from where the view is in its scroll view's visible region.
  override func scrollPositionDidChange() {
    guard let modifier, let viewport, let visible = visibleRect else { return }
    let vertical = (modifier.axis ?? (viewport.axes.contains(.vertical) ? .vertical : .horizontal)) == .vertical
    let length = vertical ? size.height : size.width
    let (start, end) = vertical ? (visible.minY, visible.maxY) : (visible.minX, visible.maxX)
    let container = end - start
    // How far the view has come in past the bottom (trailing) edge, and is still in past the top (leading) one.
    let bottomProgress = Self.progress(
      travelled: end, towards: modifier.bottomTrailing.threshold.distance(length: length, container: container))
    let topProgress = Self.progress(
      travelled: length - start, towards: modifier.topLeading.threshold.distance(length: length, container: container))
    let (edge, progress, configuration) =
      bottomProgress < 1
      ? (ScrollTransitionPhase.bottomTrailing, bottomProgress, modifier.bottomTrailing)
      : (ScrollTransitionPhase.topLeading, topProgress, modifier.topLeading)
    switch configuration.method {
    case .identity:
      show((.identity, 0), animation: nil)
    case .interactive(let curve):
      show(progress >= 1 ? (.identity, 0) : (edge, 1 - curve.value(at: progress)), animation: nil)
    case .animated(let animation):
      show(progress >= 1 ? (.identity, 0) : (edge, 1), animation: animation)
    }
  }

  /// The share (0 to 1) of `distance` a view has `travelled`; a threshold at the edge is met by any part in view.
  private static func progress(travelled: CGFloat, towards distance: CGFloat) -> Double {
    guard distance > 0 else { return travelled > 0 ? 1 : 0 }
    return Double(min(max(travelled / distance, 0), 1))
  }

  private func show(_ new: (phase: ScrollTransitionPhase, fraction: Double), animation: Animation?) {
    guard !hasPosition || new.phase != shown.phase || new.fraction != shown.fraction else { return }
    if let animation, hasPosition {
      self.animation = (currentEffects(), animation, graph.currentTime)
      didStartAnimating()
    } else {
      self.animation = nil
    }
    hasPosition = true
    shown = new
    invalidateDisplay()
  }

  /// The effects drawn now: the shown phase's, on the way from where an animation started.
  private func currentEffects() -> Effects {
    guard let modifier else { return Effects() }
    let identity = modifier.effects(.identity)
    let settled =
      shown.phase == .identity
      ? identity : identity.interpolated(to: modifier.effects(shown.phase), fraction: shown.fraction)
    guard let animation else { return settled }
    let progress = animation.animation.progress(at: graph.currentTime - animation.start)
    return progress.isFinished ? settled : animation.from.interpolated(to: settled, fraction: progress.fraction)
  }

  override func animationFrame(at time: TimeInterval) -> Bool {
    let running = super.animationFrame(at: time)
    guard let animation else { return running }
    invalidateDisplay()
    if animation.animation.progress(at: time - animation.start).isFinished {
      self.animation = nil
      return running
    }
    return true
  }

  override func renderContent(into builder: inout DisplayListBuilder) {
    currentEffects().draw(in: size, into: &builder) { builder in super.renderContent(into: &builder) }
  }
}

extension View {
  /// Draws this view with `transition`'s effects for where it is in its scroll view: `.identity` in view,
  /// `.topLeading` or `.bottomTrailing` as it enters or leaves at an edge. An interactive configuration (the
  /// default) interpolates the effects as the view scrolls in, an animated one animates to the next phase when the
  /// view crosses the configuration's threshold. `axis` is the scroll view's (the vertical one when it scrolls both
  /// ways) unless given.
  public func scrollTransition<Effect: VisualEffect>(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
  ) -> some View {
    scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
  }

  /// Draws this view with `transition`'s effects for where it is in its scroll view, following `topLeading` at the
  /// top (leading) edge and `bottomTrailing` at the bottom (trailing) edge.
  public func scrollTransition<Effect: VisualEffect>(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
  ) -> some View {
    modifier(
      ScrollTransitionModifier(topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis) { phase in
        (transition(EmptyVisualEffect(), phase) as? EffectCarrying)?.effects ?? Effects()
      })
  }
}
