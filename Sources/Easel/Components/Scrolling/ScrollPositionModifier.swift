@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Keeps a binding and the first scroll view inside in step: `scrollPosition(id:anchor:)` and
/// `scrollPosition(_:anchor:)`.
struct ScrollPositionModifier: ViewModifier, PrimitiveModifier {
  /// Where the binding asks the scroll view to be, or nil when the user positioned it.
  let requested: () -> ScrollPositionTarget?
  /// Writes a user's scroll into the binding, with the identity of the view it left top-most (or at `anchor`).
  let userScrolled: (AnyHashable?) -> Void
  /// The point of the scroll view whose view the binding follows, and where a requested view is put.
  let anchor: UnitPoint?
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> ScrollPositionNode { ScrollPositionNode(graph: graph) }
  func apply(to node: ScrollPositionNode) { node.apply(self) }
}

/// Scrolls the scroll view when the binding asks for a new position, and writes the user's scrolls back.
final class ScrollPositionNode: ScrollObserverNode {
  private var modifier: ScrollPositionModifier?
  /// The position the binding asked for when this node last looked: a new one scrolls.
  private var lastRequested: ScrollPositionTarget?
  private var pendingRequest: ScrollRequest?

  func apply(_ modifier: ScrollPositionModifier) {
    self.modifier = modifier
    followRequest()
  }

  /// The binding changed without the view that holds it running again (a view whose body does not read it).
  override func reevaluate() { followRequest() }

  /// Scrolls when the binding asks for a position other than the last one.
  private func followRequest() {
    guard let modifier else { return }
    // Reading the binding registers this node, so that a change made where no body reads it still reaches it.
    let requested = observation.track(invalidating: self) { modifier.requested() }
    guard requested != lastRequested else { return }
    lastRequested = requested
    guard let requested else { return }
    // The change's transaction may name where the view goes, over the modifier's anchor.
    pendingRequest = ScrollRequest(
      target: requested, animation: currentAnimation, anchor: currentScrollTargetAnchor ?? modifier.anchor)
    // The scroll view takes the request as it is laid out again.
    firstViewport()?.invalidateLayout()
  }

  override func takeScrollRequest() -> ScrollRequest? {
    defer { pendingRequest = nil }
    return pendingRequest
  }

  override func scrollGeometryDidChange(_ geometry: ScrollGeometry, in viewport: ScrollViewportNode) {
    guard viewport.isMovedByUser, let modifier else { return }
    let id = viewport.targetID(at: modifier.anchor ?? .topLeading)
    graph.enqueueLifecycle { [weak self] in
      modifier.userScrolled(id)
      // What was written is where the scroll view is: it asks for no scroll.
      self?.lastRequested = modifier.requested()
    }
  }

  /// The first scroll view inside.
  private func firstViewport() -> ScrollViewportNode? {
    var found: ScrollViewportNode?
    visitDisplayed { node in
      if found == nil, let viewport = node as? ScrollViewportNode { found = viewport }
      return found == nil
    }
    return found
  }
}

extension View {
  /// Keeps `id` in step with the scroll view inside: as the user scrolls, it becomes the identity of the top-most
  /// (leading-most) view of the scroll view's `scrollTargetLayout()` (the view at `anchor` when there is one);
  /// setting it scrolls that view's `anchor` point to the same point of the scroll view (the change's transaction's
  /// `scrollTargetAnchor` over `anchor`; the top-leading corner when neither is set), with the animation of the
  /// change's transaction.
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
    modifier(
      ScrollPositionModifier(
        requested: { id.wrappedValue.map { .view(AnyHashable($0), anchor: anchor) } },
        userScrolled: { scrolled in
          guard let scrolled = scrolled?.base as? ID, scrolled != id.wrappedValue else { return }
          id.wrappedValue = scrolled
        },
        anchor: anchor))
  }

  /// Keeps `position` in step with the scroll view inside: setting it scrolls there, with the animation of the
  /// change's transaction; the user's scrolls write it back (see ``ScrollPosition``).
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
    modifier(
      ScrollPositionModifier(
        requested: { position.wrappedValue.target },
        userScrolled: { scrolled in
          var updated = position.wrappedValue
          updated.userScrolled(topMost: scrolled)
          if updated != position.wrappedValue { position.wrappedValue = updated }
        },
        anchor: anchor))
  }
}
