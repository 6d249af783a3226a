@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Runs an action when the phase of the first scroll view inside changes: `onScrollPhaseChange(_:)`.
struct ScrollPhaseChangeModifier: ViewModifier, PrimitiveModifier {
  let action: (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> ScrollPhaseChangeNode { ScrollPhaseChangeNode(graph: graph) }
  func apply(to node: ScrollPhaseChangeNode) { node.action = action }
}

/// Queues the action for each phase change the scroll view reports.
final class ScrollPhaseChangeNode: ScrollObserverNode {
  var action: ((ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void)?

  override func scrollPhaseDidChange(from old: ScrollPhase, to new: ScrollPhase, context: ScrollPhaseChangeContext) {
    guard let action else { return }
    graph.enqueueLifecycle { action(old, new, context) }
  }
}

extension View {
  /// Runs `action` with the old and new phase when the phase of the first scroll view inside this view changes:
  /// `.tracking` while a pointer is pressed on it, `.interacting` while it is dragged or the wheel or touchpad
  /// scrolls it, `.decelerating` while it glides after a flick or settles on a scroll target, `.animating` while it
  /// scrolls with an animation to a position the app asked for.
  public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View {
    modifier(ScrollPhaseChangeModifier { old, new, _ in action(old, new) })
  }

  /// Runs `action` with the old and new phase, and the scroll view's geometry and velocity, when the phase of the
  /// first scroll view inside this view changes.
  public func onScrollPhaseChange(
    _ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
  ) -> some View {
    modifier(ScrollPhaseChangeModifier(action: action))
  }
}
