import Foundation

/// Handles key presses: `onKeyPress(_:action:)`.
struct KeyPressModifier: ViewModifier, PrimitiveModifier {
  let keys: Set<KeyEquivalent>?
  let action: (KeyPress) -> KeyPress.Result
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> KeyPressNode { KeyPressNode(graph: graph) }
  func apply(to node: KeyPressNode) { node.apply(self) }
}

final class KeyPressNode: TransparentModifierNode {
  private var modifier: KeyPressModifier?
  func apply(_ modifier: KeyPressModifier) { self.modifier = modifier }

  func handle(_ press: KeyPress) -> KeyPress.Result {
    guard let modifier, modifier.keys?.contains(press.key) ?? true else { return .ignored }
    return modifier.action(press)
  }
}

/// A keyboard shortcut that activates the view as a tap on it would: `keyboardShortcut(_:modifiers:)`.
struct KeyboardShortcutModifier: ViewModifier, PrimitiveModifier {
  let key: KeyEquivalent
  let modifiers: EventModifiers
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> KeyboardShortcutNode { KeyboardShortcutNode(graph: graph) }
  func apply(to node: KeyboardShortcutNode) { node.apply(self) }
}

final class KeyboardShortcutNode: ModifierNode {
  private(set) var shortcut: KeyboardShortcutModifier?
  func apply(_ modifier: KeyboardShortcutModifier) { shortcut = modifier }

  func matches(_ press: KeyPress) -> Bool {
    guard let shortcut else { return false }
    return KeyboardShortcut(shortcut.key, modifiers: shortcut.modifiers).matches(press)
  }
}

/// Handles scrolls: the hook scroll views use.
struct ScrollHandlerModifier: ViewModifier, PrimitiveModifier {
  let action: (ScrollEvent) -> Bool
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> ScrollHandlerNode { ScrollHandlerNode(graph: graph) }
  func apply(to node: ScrollHandlerNode) { node.apply(self) }
}

final class ScrollHandlerNode: TransparentModifierNode {
  private var action: ((ScrollEvent) -> Bool)?
  func apply(_ modifier: ScrollHandlerModifier) { action = modifier.action }
  func handle(_ event: ScrollEvent) -> Bool { action?(event) ?? false }
}

extension ViewGraph {
  /// Delivers a key press.
  ///
  /// While a sheet, alert or menu is shown, only the topmost one gets keys. The focused view's chain gets the press
  /// first: the focused view itself (a text field edits with it), then the `onKeyPress` handlers inside and around
  /// it, innermost first. Tab and Shift+Tab then move focus. A view whose keyboard shortcut matches is activated as
  /// a tap would; else a menu bar command with that shortcut runs; then the other `onKeyPress` handlers get it,
  /// innermost first in drawing order, until one handles it; last, an arrow key goes to `onMoveCommand`. Returns
  /// whether the press was used.
  @discardableResult
  public func dispatch(_ press: KeyPress) -> Bool {
    defer { UndoManager.endEventGroups() }
    update()
    let layer = presentationLayers.last { !$0.isDismissing }
    guard let scope = layer ?? root else { return false }
    var asked = Set<ObjectIdentifier>()
    if let focused = focus.current, scope.contains(focused) {
      if focused.handleFocusedKey(press) == .handled { return true }
      for handler in focusChainHandlers(of: focused) {
        asked.insert(ObjectIdentifier(handler))
        if handler.handle(press) == .handled { return true }
      }
    }
    let modifiers = press.modifiers.normalizedForLinux
    if press.key == .tab, modifiers.isSubset(of: .shift),
      focus.moveFocus(forward: !modifiers.contains(.shift), in: scope)
    {
      return true
    }
    if let layer {
      return deliver(press, under: layer, skipping: asked) || layer.handleKey(press)
        || performMoveCommand(press, in: layer)
    }
    return deliver(press, under: scope, skipping: asked) || performMoveCommand(press, in: scope)
  }

  /// Delivers a key press to the shortcuts and handlers of `root`'s subtree, except the handlers in `asked`.
  func deliver(_ press: KeyPress, under root: ViewNode, skipping asked: Set<ObjectIdentifier> = []) -> Bool {
    var shortcut: KeyboardShortcutNode?
    var commands: [CommandShortcutsNode] = []
    var handlers: [KeyPressNode] = []
    root.visitDisplayed { node in
      if shortcut == nil, let node = node as? KeyboardShortcutNode, node.matches(press) { shortcut = node }
      if let node = node as? CommandShortcutsNode { commands.append(node) }
      if let node = node as? KeyPressNode, !asked.contains(ObjectIdentifier(node)) { handlers.append(node) }
      return true
    }
    if let shortcut {
      let frame = shortcut.globalFrame
      let center = CGPoint(x: frame.midX, y: frame.midY)
      let id = Int.max - 1
      dispatch(PointerEvent(pointerID: id, phase: .began, location: center, time: currentTime))
      dispatch(PointerEvent(pointerID: id, phase: .ended, location: center, time: currentTime))
      return true
    }
    if let command = commands.lazy.compactMap({ $0.command(for: press) }).first {
      command()
      return true
    }
    for handler in handlers.reversed() where handler.handle(press) == .handled { return true }
    return false
  }

  /// Gives `press` to the focused view and the `onKeyPress` handlers of its chain only, as a menu command gives
  /// itself to the first responder; returns whether one used it.
  func sendToFocusedView(_ press: KeyPress) -> Bool {
    update()
    guard let focused = focus.current else { return false }
    if focused.handleFocusedKey(press) == .handled { return true }
    return focusChainHandlers(of: focused).contains { $0.handle(press) == .handled }
  }

  /// The `onKeyPress` handlers of the focused view: those inside it, innermost first, then those around it.
  private func focusChainHandlers(of focused: ViewNode) -> [KeyPressNode] {
    var inside: [KeyPressNode] = []
    focused.visitDisplayed { node in
      if let handler = node as? KeyPressNode { inside.append(handler) }
      return true
    }
    var around: [KeyPressNode] = []
    var node = focused.parent
    while let current = node {
      if let handler = current as? KeyPressNode { around.append(handler) }
      node = current.parent
    }
    return inside.reversed() + around
  }

  /// Delivers a wheel or touchpad scroll to the innermost scroll handler under the pointer.
  @discardableResult
  public func dispatch(_ event: ScrollEvent) -> Bool {
    defer { UndoManager.endEventGroups() }
    update()
    for case let node as ScrollHandlerNode in hitChain(at: event.location) where node.handle(event) { return true }
    return false
  }
}

extension View {
  /// Runs `action` for presses of `key`; return `.handled` to stop the press there.
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
    modifier(KeyPressModifier(keys: [key], action: { _ in action() }))
  }

  /// Runs `action` for presses of any of `keys`.
  public func onKeyPress(keys: Set<KeyEquivalent>, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
    modifier(KeyPressModifier(keys: keys, action: action))
  }

  /// Runs `action` for every key press.
  public func onKeyPress(action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
    modifier(KeyPressModifier(keys: nil, action: action))
  }

  /// Activates the view, as a tap on it would, when `key` is pressed with `modifiers` (Ctrl on Linux for
  /// `.command`).
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
    modifier(KeyboardShortcutModifier(key: key, modifiers: modifiers))
  }

  /// Receives wheel and touchpad scrolls over the view (innermost first, as scroll views do); return true when the
  /// scroll was used, false to leave it to the views around. A canvas that pans by scrolling uses it; SwiftUI has
  /// no such modifier, as AppKit's views get scroll events themselves. Ctrl+scroll is not a scroll: it reaches
  /// `MagnifyGesture` as magnification.
  public func onScroll(_ action: @escaping (ScrollEvent) -> Bool) -> some View {
    modifier(ScrollHandlerModifier(action: action))
  }
}
