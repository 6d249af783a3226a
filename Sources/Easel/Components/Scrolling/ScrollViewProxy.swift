@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Scrolls the scroll views inside a `ScrollViewReader` to views by their identity.
public struct ScrollViewProxy {
  let storage: ScrollViewReaderStorage

  /// Scrolls the scroll view that contains the view with identity `id` (its `.id(_:)`, or its `ForEach` element's
  /// ID, in lazy stacks also for rows not built yet) so that the view's `anchor` point lines up with the same
  /// point of the scroll view; with no anchor, the transaction's `scrollTargetAnchor`, or else just enough to show
  /// the view. Inside `withAnimation` the scroll animates.
  ///
  /// As SwiftUI's, it is not isolated: any code may call it. Called on the main actor, as views' actions are, it
  /// scrolls at once; called elsewhere, it scrolls on the main actor soon after, with the transaction of the call.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    let transaction = TransactionContext.current
    let target = UncheckedSendable(AnyHashable(id))
    onMainActor { [storage] in
      storage.scrollTo(
        target.value, anchor: anchor ?? transaction?.scrollTargetAnchor, animation: transaction?.animation)
    }
  }
}

/// Finds the targets of a reader's proxy in the reader's subtree.
@MainActor
final class ScrollViewReaderStorage {
  weak var node: ViewNode?

  func scrollTo(_ id: AnyHashable, anchor: UnitPoint?, animation: Animation?) {
    guard let root = node else { return }
    Self.scrollTo(id, in: root, anchor: anchor, animation: animation)
  }

  /// Scrolls the scroll view that contains the view with identity `id`, the first under `root`, so that the view
  /// sits at `anchor` (just in view when it is nil).
  static func scrollTo(_ id: AnyHashable, in root: ViewNode, anchor: UnitPoint?, animation: Animation?) {
    guard let target = locate(id, in: root) else { return }
    target.viewport.scroll(toVisible: target.frame(), anchor: anchor, animation: animation)
    guard target.isEstimated, animation == nil else { return }
    // The target's lines were estimated: once they are built and measured, place it again.
    let viewport = target.viewport
    viewport.correctAfterLayout { [weak viewport, weak root] in
      guard let viewport, let root, let again = locate(id, in: root) else { return nil }
      return viewport.offset(showing: again.frame(), anchor: anchor)
    }
  }

  /// Where a view with an identity is: its scroll view, and its frame in the scroll view's coordinates.
  struct Target {
    let viewport: ScrollViewportNode
    let frame: () -> CGRect
    let isEstimated: Bool
  }

  /// The first view under `root` with identity `id`: a lazy container's item (built or not), or a view with
  /// `.id(_:)` or a `ForEach` element's view.
  static func locate(_ id: AnyHashable, in root: ViewNode) -> Target? {
    var found: Target?
    root.visitDisplayed { node in
      guard found == nil else { return false }
      if let lazy = node as? LazyLayoutNode, lazy.frame(ofItemWithID: id) != nil,
        let viewport = enclosingViewport(of: lazy)
      {
        found = Target(
          viewport: viewport,
          frame: { viewport.convert(lazy.frame(ofItemWithID: id) ?? .zero, from: lazy) },
          isEstimated: true)
        return false
      }
      if let identity = node as? IdentityNode, identity.id == id, let viewport = enclosingViewport(of: identity) {
        found = Target(
          viewport: viewport, frame: { viewport.convert(bounds(of: identity), from: identity) }, isEstimated: false)
        return false
      }
      if !(node is LazyLayoutNode), let identifying = node as? any ChildIdentifying,
        let child = node.children.first(where: { identifying.id(ofChild: $0) == id }),
        let viewport = enclosingViewport(of: child)
      {
        found = Target(
          viewport: viewport, frame: { viewport.convert(bounds(of: child), from: child) }, isEstimated: false)
        return false
      }
      return true
    }
    return found
  }

  /// The bounds of a view in its own coordinates; a transparent one's (an identity modifier's) are the union of its
  /// laid-out views.
  private static func bounds(of node: ViewNode) -> CGRect {
    guard node.isTransparent else { return CGRect(origin: .zero, size: node.size) }
    var frame = CGRect.null
    for element in node.layoutElements() {
      frame = frame.union(CGRect(origin: element.position, size: element.size))
    }
    return frame.isNull ? .zero : frame
  }

  private static func enclosingViewport(of node: ViewNode) -> ScrollViewportNode? {
    var current = node.parent
    while let step = current {
      if let viewport = step as? ScrollViewportNode { return viewport }
      current = step.parent
    }
    return nil
  }
}
