@_spi(ForEaselOnly) import EaselCore
import Foundation

/// The node of a modifier that follows the first scroll view inside it (`onScrollGeometryChange`,
/// `onScrollPhaseChange`, `scrollPosition`): it puts itself in its content's environment, where the scroll view
/// finds it and tells it of each change of its geometry and phase.
///
/// A scroll view hides the observers around it from its own content, so a scroll view nested inside reports to
/// the modifiers on it alone.
class ScrollObserverNode: TransparentModifierNode {
  private var contentEnvironmentBase: EnvironmentValues?
  private var cachedContentEnvironment = EnvironmentValues()

  /// The content's environment, made again only when this node's own changed, so the content's views do not see a
  /// new environment on every update.
  override var contentEnvironment: EnvironmentValues {
    if let base = contentEnvironmentBase, base.isIdentical(to: environment) { return cachedContentEnvironment }
    var written = environment
    written.scrollObservers.append(WeakScrollObserver(node: self))
    contentEnvironmentBase = environment
    cachedContentEnvironment = written
    return written
  }

  /// The scroll view's geometry after it scrolled or was laid out.
  func scrollGeometryDidChange(_ geometry: ScrollGeometry, in viewport: ScrollViewportNode) {}

  /// The scroll view's phase changed from `old` to `new`.
  func scrollPhaseDidChange(from old: ScrollPhase, to new: ScrollPhase, context: ScrollPhaseChangeContext) {}

  /// A position the app asked for that the scroll view has not scrolled to yet; taking it forgets it.
  func takeScrollRequest() -> ScrollRequest? { nil }
}

/// A position the app asked a scroll view to scroll to, and the animation it asked for.
struct ScrollRequest {
  let target: ScrollPositionTarget
  let animation: Animation?
  /// Where a view is put when its target names no anchor of its own.
  let anchor: UnitPoint?
}

/// A weak reference to a scroll observer, stored in the environment of its content.
struct WeakScrollObserver {
  weak var node: ScrollObserverNode?
}

extension EnvironmentValues {
  private struct ScrollObserversKey: EnvironmentKey {
    static var defaultValue: [WeakScrollObserver] { [] }
  }

  /// The scroll observers around this view, outermost first, up to the nearest scroll view.
  var scrollObservers: [WeakScrollObserver] {
    get { self[ScrollObserversKey.self] }
    set { self[ScrollObserversKey.self] = newValue }
  }
}
