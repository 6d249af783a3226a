@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Runs an action when the share of its view that its scroll view shows crosses a threshold:
/// `onScrollVisibilityChange(threshold:_:)`.
struct ScrollVisibilityChangeModifier: ViewModifier, PrimitiveModifier {
  /// The share of the view (0 to 1) that must be in view for it to count as visible.
  let threshold: Double
  let action: (Bool) -> Void
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> ScrollVisibilityChangeNode { ScrollVisibilityChangeNode(graph: graph) }
  func apply(to node: ScrollVisibilityChangeNode) { node.apply(self) }
}

/// Measures how much of its view the scroll view shows after every move and layout, and runs the action when the
/// view goes from hidden to visible or back.
final class ScrollVisibilityChangeNode: ScrollFollowerNode {
  private var modifier: ScrollVisibilityChangeModifier?
  /// Whether the view counts as visible where it was last measured.
  private var isVisible = false
  /// What the action was last told: a view starts hidden, so one that appears in view is reported visible.
  private var reportedVisible = false
  /// Whether an action is queued; it reports the visibility as the update ends, so a view measured more than once
  /// in one layout (placed, then moved by the scroll view) is reported once, where it ends up.
  private var isReportQueued = false

  func apply(_ modifier: ScrollVisibilityChangeModifier) {
    let previous = self.modifier
    self.modifier = modifier
    followEnclosingViewport()
    // A new threshold is measured against where the view was placed last; a new view waits to be placed.
    if let previous, previous.threshold != modifier.threshold { scrollPositionDidChange() }
  }

  override func scrollPositionDidChange() {
    guard let modifier, let visibleRect else { return }
    let bounds = CGRect(origin: .zero, size: size)
    let shown = bounds.intersection(visibleRect)
    let fraction: Double
    if bounds.width * bounds.height > 0 {
      fraction = shown.isNull ? 0 : Double(shown.width * shown.height / (bounds.width * bounds.height))
    } else {
      // A view without area is in view or not at all.
      fraction = visibleRect.contains(bounds.origin) ? 1 : 0
    }
    // A threshold of zero asks for any part of the view; a view wholly out of view is never visible.
    isVisible = fraction > 0 && fraction >= min(max(modifier.threshold, 0), 1)
    guard isVisible != reportedVisible, !isReportQueued else { return }
    isReportQueued = true
    // The action holds the node: a lazy stack's row that scrolled out of view is reported hidden even when the
    // stack lets it go in the same layout.
    graph.enqueueLifecycle { [self] in
      isReportQueued = false
      guard isVisible != reportedVisible, let modifier = self.modifier else { return }
      reportedVisible = isVisible
      modifier.action(isVisible)
    }
  }
}

extension View {
  /// Runs `action` when this view, inside a scroll view, crosses `threshold`: with `true` once at least that share
  /// of it (0 to 1; half by default) is in the scroll view's visible region, with `false` once less is.
  ///
  /// A view starts out hidden: one that is in view when it appears runs the action with `true`. A view in nested
  /// scroll views follows the nearest one; outside any scroll view the action never runs.
  public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
    modifier(ScrollVisibilityChangeModifier(threshold: threshold, action: action))
  }
}
