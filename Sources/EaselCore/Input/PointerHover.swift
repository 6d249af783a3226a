import Foundation

/// The views the pointer is over, so that each hears once when it enters and once when it leaves: the window's
/// `onHover` views, and the hover tracker of the window below an open pop-up menu (a menu bar title).
@MainActor
final class PointerHover {
  /// The `onHover` views under the pointer, innermost first.
  private var views: [HoverNode] = []
  /// The hover tracker of the root under the pointer while a menu is open.
  private weak var rootTracker: HoverTrackingNode?

  /// Tells `hovered` (innermost first) that the pointer is over them, and the views it left that it is not.
  func moved(over hovered: [HoverNode]) {
    let now = Set(hovered.map(ObjectIdentifier.init))
    for node in views where !now.contains(ObjectIdentifier(node)) { node.setHovered(false) }
    // Outer views first, as the pointer enters them first.
    for node in hovered.reversed() { node.setHovered(true) }
    views = hovered
  }

  /// Forgets `node`, which left the tree.
  func forget(_ node: HoverNode) { views.removeAll { $0 === node } }

  /// Moves the root's hover to `tracker` (or nowhere), telling the tracker it left and the one it reached.
  func track(_ tracker: HoverTrackingNode?) {
    guard tracker !== rootTracker else { return }
    rootTracker?.hoverChanged(false)
    rootTracker = tracker
    tracker?.hoverChanged(true)
  }
}
