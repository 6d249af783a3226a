import Foundation

/// Connects a scroll view's input (its scroll handler and drag gesture, attached above its viewport) to the
/// viewport node that owns the offset.
@MainActor
final class ScrollController {
  weak var viewport: ScrollViewportNode?

  /// Scrolls by a wheel or touchpad event; false when nothing here or in enclosing scroll views could move.
  func scroll(_ event: ScrollEvent) -> Bool {
    guard let viewport, viewport.isScrollEnabled else { return false }
    return viewport.scrollChain(by: event.delta)
  }

  /// Scrolls by a page or to an end for Page Up, Page Down, Home and End; false for other keys or no movement.
  func key(_ key: KeyEquivalent) -> Bool {
    guard let viewport, viewport.isScrollEnabled else { return false }
    return viewport.scroll(for: key)
  }

  /// Scrolls by a page toward `edge`, as an assistive technology's scroll action asks; false when it could not move.
  func scrollPage(toward edge: Edge) -> Bool {
    guard let viewport, viewport.isScrollEnabled else { return false }
    return viewport.scrollPage(toward: edge)
  }

  func dragChanged(translation: CGSize) { viewport?.dragChanged(translation: translation) }

  func dragEnded(velocity: CGSize) { viewport?.dragEnded(velocity: velocity) }

  func dragCancelled() { viewport?.dragEnded(velocity: .zero) }

  /// The axes the scroll view moves along.
  var axes: Axis.Set { viewport?.axes ?? [] }
}

private struct EnclosingScrollViewportKey: EnvironmentKey {
  static let defaultValue = WeakScrollViewport()
}

/// A weak reference to a scroll viewport, stored in the environment of its content.
struct WeakScrollViewport {
  weak var node: ScrollViewportNode?
}

extension EnvironmentValues {
  /// The scroll view whose content this is: wheel deltas an inner scroll view cannot use go to it.
  var enclosingScrollViewport: WeakScrollViewport {
    get { self[EnclosingScrollViewportKey.self] }
    set { self[EnclosingScrollViewportKey.self] = newValue }
  }
}
