@_spi(ForEaselOnly) import EaselCore
import Foundation

/// The node of a modifier that follows where its view is in the nearest scroll view around it
/// (`scrollTransition`, `onScrollVisibilityChange`): it registers with that scroll view, which tells it of every
/// move of the content and every layout, as it tells the lazy stacks inside.
class ScrollFollowerNode: ModifierNode {
  /// The scroll view followed: the nearest one around the view.
  private(set) weak var viewport: ScrollViewportNode?

  /// Registers with the scroll view around the view, leaving the one followed before if it is another.
  func followEnclosingViewport() {
    let enclosing = environment.enclosingScrollViewport.node
    guard enclosing !== viewport else { return }
    viewport?.unregister(self)
    enclosing?.register(self)
    viewport = enclosing
  }

  override func willUnmount() {
    viewport?.unregister(self)
    super.willUnmount()
  }

  override func placeChildren() {
    super.placeChildren()
    // A view placed anew (a lazy stack's new row) finds where it is without waiting for the next scroll.
    scrollPositionDidChange()
  }

  /// The part of the scroll view's bounds the view is in, in the view's coordinates, or nil when it is in no
  /// scroll view.
  var visibleRect: CGRect? { viewport?.visibleRect(in: self) }

  /// The content moved or was laid out: subclasses look at where the view is now.
  func scrollPositionDidChange() {}
}
