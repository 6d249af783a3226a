import CEaselShim
import CGtk
import Easel

/// Publishes a window's accessibility tree to assistive technologies (Orca, through AT-SPI): one proxy widget per
/// element under the drawing area, which draws nothing but carries the element's role, name, states, actions and
/// place. After each drawn frame it compares the tree with the proxies and changes only what differs; actions an
/// assistive technology performs reach the views through ``ViewGraph/performAccessibilityAction(_:on:)``, and
/// keyboard focus in the views moves GTK's focus to the focused element's proxy, which screen readers follow.
@MainActor
final class AccessibilityBridge {
  private let canvas: UnsafeMutablePointer<GtkWidget>
  private let graph: ViewGraph
  private var proxies: [AccessibilityElement.ID: AccessibilityProxy] = [:]
  /// The elements with proxies directly under the canvas, in order.
  private var topIDs: [AccessibilityElement.ID] = []
  /// The window's bounds when the proxies were last updated.
  private var shownWindow = CGRect.null
  private var focusedID: AccessibilityElement.ID?
  private var isUpdateScheduled = false

  /// The subscription to the desktop's accessibility status.
  private var statusWatch: UInt32 = 0

  init(canvas: UnsafeMutablePointer<GtkWidget>, graph: ViewGraph) {
    (self.canvas, self.graph) = (canvas, graph)
    followStatus()
    let handler = SignalHandler<Void> { [weak self] _ in self?.followStatus() }
    let onChange: @convention(c) (gpointer?) -> Void = { data in
      MainActor.assumeIsolated { SignalHandler<Void>.from(data).action(()) }
    }
    statusWatch = easel_a11y_status_watch(onChange, handler.retainedPointer(), releaseHandlerData)
  }

  /// Tells the views whether an assistive technology or a screen reader runs (`accessibilityEnabled`,
  /// `accessibilityVoiceOverEnabled`), as the desktop's accessibility status says, so that a view can describe
  /// what costs to describe (ten thousand emojis) only for those who listen.
  private func followStatus() {
    let enabled = easel_a11y_status_get("IsEnabled") != 0
    let screenReader = easel_a11y_status_get("ScreenReaderEnabled") != 0
    if graph.rootEnvironment.accessibilityEnabled != (enabled || screenReader) {
      graph.rootEnvironment.accessibilityEnabled = enabled || screenReader
      if enabled || screenReader { scheduleUpdate() } else { removeProxies() }
    }
    if graph.rootEnvironment.accessibilityVoiceOverEnabled != screenReader {
      graph.rootEnvironment.accessibilityVoiceOverEnabled = screenReader
    }
  }

  /// Updates the proxies once GTK is idle after the frame just drawn (allocating them is not allowed while
  /// drawing), while an assistive technology runs: without one, frames do no accessibility work.
  func scheduleUpdate() {
    guard graph.rootEnvironment.accessibilityEnabled, !isUpdateScheduled else { return }
    isUpdateScheduled = true
    let handler = SignalHandler<Void> { [weak self] _ in self?.update() }
    let onIdle: GSourceFunc = { data in
      MainActor.assumeIsolated { SignalHandler<Void>.from(data).action(()) }
      return 0
    }
    g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, onIdle, handler.retainedPointer(), releaseHandlerData)
  }

  /// Brings the proxies in line with the graph's tree now.
  func update() {
    isUpdateScheduled = false
    let window = CGRect(
      x: 0, y: 0, width: Int(gtk_widget_get_width(canvas)), height: Int(gtk_widget_get_height(canvas)))
    // What is on screen depends on the window's size: a resized window looks at every element again.
    let skipsUnchanged = window == shownWindow
    shownWindow = window
    var focused: AccessibilityElement?
    topIDs = sync(
      graph.accessibilityTree(), under: canvas, replacing: topIDs, in: window, skipsUnchanged: skipsUnchanged,
      focused: &focused)
    followFocus(focused)
  }

  /// Removes every proxy and stops following the status (the window is closing).
  func close() {
    easel_a11y_status_unwatch(statusWatch)
    statusWatch = 0
    removeProxies()
  }

  private func removeProxies() {
    for proxy in proxies.values { proxy.remove() }
    proxies = [:]
    topIDs = []
    focusedID = nil
  }

  /// Gives the elements of `elements` on screen proxies under `parent`, in their order, where `oldIDs` had
  /// proxies, and removes the proxies of those that left. An element that is an unchanged copy of the one its proxy
  /// shows keeps its proxy and its children's as they are. Returns the elements' IDs that have proxies now.
  private func sync(
    _ elements: [AccessibilityElement], under parent: UnsafeMutablePointer<GtkWidget>,
    replacing oldIDs: [AccessibilityElement.ID], in window: CGRect, skipsUnchanged: Bool,
    focused: inout AccessibilityElement?
  ) -> [AccessibilityElement.ID] {
    var previous: UnsafeMutablePointer<GtkWidget>?
    var ids: [AccessibilityElement.ID] = []
    // Only what is on screen gets a proxy: what scrolled or slid out of the window is not there to be read.
    for element in elements where element.frame.intersects(window) {
      ids.append(element.id)
      let proxy: AccessibilityProxy
      // A proxy's role is fixed once an assistive technology has read it: another role needs another proxy.
      if let existing = proxies[element.id], existing.fits(element), existing.parent == parent {
        proxy = existing
        if proxy.previousSibling != previous { easel_proxy_move_after(proxy.widget, previous) }
        if skipsUnchanged, proxy.shows(element) {
          focused = Self.focusedElement(in: element) ?? focused
          previous = proxy.widget
          continue
        }
      } else {
        if let existing = proxies[element.id] { remove(existing, id: element.id) }
        proxy = AccessibilityProxy(for: element) { [weak self] action in
          self?.perform(action, on: element.id)
        }
        easel_proxy_attach(proxy.widget, parent, previous, element.isFocusable ? 1 : 0)
        proxies[element.id] = proxy
      }
      if element.isFocused { focused = element }
      proxy.show(element)
      proxy.childIDs = sync(
        element.children, under: proxy.widget, replacing: proxy.childIDs, in: window,
        skipsUnchanged: skipsUnchanged, focused: &focused)
      previous = proxy.widget
    }
    let kept = Set(ids)
    for id in oldIDs where !kept.contains(id) {
      // An element that moved to another parent already has its new proxy there.
      if let proxy = proxies[id], proxy.parent == parent { remove(proxy, id: id) }
    }
    return ids
  }

  /// Removes `proxy`, the proxy of the element `id`, and its children's.
  private func remove(_ proxy: AccessibilityProxy, id: AccessibilityElement.ID) {
    for child in proxy.childIDs {
      if let childProxy = proxies[child], childProxy.parent == proxy.widget { remove(childProxy, id: child) }
    }
    proxy.remove()
    proxies[id] = nil
  }

  /// The focused element among `element` and the elements inside it.
  private static func focusedElement(in element: AccessibilityElement) -> AccessibilityElement? {
    if element.isFocused { return element }
    for child in element.children {
      if let focused = focusedElement(in: child) { return focused }
    }
    return nil
  }

  private func perform(_ name: String, on id: AccessibilityElement.ID) {
    if name == "value", let proxy = proxies[id] {
      let isTaken = graph.setAccessibilityValue(proxy.valueSet, on: id)
      if proxy.kind == EASEL_PROXY_KIND_SPIN {
        // A stepper takes whole steps, or nothing: the next update shows its value on the proxy, whatever it is. A
        // spin button shown another value inside its own signal would report that one too, as a reader's.
        proxy.forgetValue()
        shownWindow = .null
        scheduleUpdate()
      } else if !isTaken {
        // A view that cannot take the value (it left, or is no slider) keeps its own: the proxy shows it again.
        proxy.showAgain()
      }
      return
    }
    if name == "text", let proxy = proxies[id] {
      // The field takes the edit; the proxy then shows the field's text, once GTK is done with the reader's edit.
      if !graph.setAccessibilityText(proxy.textSet, on: id) {
        // A field that left or is disabled keeps its text, and no view changed: the next update looks at every
        // proxy again, this one among them, where it would pass by those whose elements did not change.
        shownWindow = .null
      }
      proxy.forgetText()
      scheduleUpdate()
      return
    }
    let action: AccessibilityElement.Action =
      switch name {
      case "activate": .default
      case "increment": .increment
      case "decrement": .decrement
      case "escape": .escape
      case "delete": .delete
      case "show-menu": .showMenu
      case "magic-tap": .magicTap
      default: .named(name)
      }
    // A view that left between the reader's look and its action is no error: nothing happens.
    graph.performAccessibilityAction(action, on: id)
  }

  /// GTK's focus follows the views' focus, so screen readers announce the focused control and follow a field's
  /// caret. The keys still reach the views first (the window's controller runs in the capture phase), and the
  /// drawing area's input method composes a field's text.
  private func followFocus(_ focused: AccessibilityElement?) {
    guard focused?.id != focusedID else { return }
    focusedID = focused?.id
    if let focused, let proxy = proxies[focused.id] {
      easel_proxy_grab_focus(proxy.widget)
    } else if gtk_widget_has_focus(canvas) == 0, gtk_widget_get_focus_child(canvas) != nil {
      gtk_widget_grab_focus(canvas)
    }
  }
}
