import Foundation

/// The node of `onScroll`: offers the scrolls over it to the action.
final class ScrollHandlerNode: TransparentModifierNode, ScrollEventReceiver {
  private var action: ((ScrollEvent) -> Bool)?
  func apply(_ modifier: ScrollHandlerModifier) { action = modifier.action }
  func handle(_ event: ScrollEvent) -> Bool { action?(event) ?? false }
}
