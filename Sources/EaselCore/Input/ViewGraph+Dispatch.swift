import Foundation

// Every event enters the graph here, through one of the `dispatch(_:)` methods below, and this file is the route's
// map. A host (EaselGTK's `InputTranslator`, EaselTesting's `ViewHost`) turns its platform's events into Easel's
// and calls them; each first runs the frame's phases through layout (`flush(through:)`), so it meets the views where
// the next frame draws them, and closes the undo group the event's changes made.
//
// - Pointer: a press hit-tests (`hitChain(at:)`: the deepest hit view up to the root), remembers the chain for that
//   pointer, and starts or joins a `GestureSession` holding the chain's gestures in precedence order
//   (`GestureCollector`). The pointer's later events go to the same chain and sessions, wherever the pointer is.
//   Raw pointer handlers on the chain get every event; the session gives it to each gesture's `Recognizer`,
//   arbitrates (GestureArbitration.md), and the recognizers' reports run `updating`, `onChanged` and `onEnded`.
// - Transform (touchpad pinch and rotation, Ctrl+scroll): the gestures under the location, in one session per
//   platform gesture.
// - Key: the focused view, then the `onKeyPress` handlers of its chain, then Tab focus moves, keyboard shortcuts,
//   menu commands, the other handlers and `onMoveCommand`; only the topmost presentation gets keys.
// - Scroll: the innermost scroll handler under the pointer (scroll views, `onScroll`).
// - Text input (input methods, typed text): the focused view, when it takes text.
//
// Two things stand at the entrance, before the routes: an `InputRecorder`, when one is set, notes what the host
// gave (`InputTrace`); and the `PinchEmulator` turns a Shift-drag into a pinch (TransformEvents at the press point)
// when the gestures under the press want one. Events the graph makes itself (the emulated pinch) take the internal
// `deliver` routes, so they are neither recorded nor emulated again. A keyboard shortcut makes no event: it performs
// the action of the control it modifies (`KeyboardShortcutNode.controlAction`).
//
// Time is an event too: `advanceTime(to:)` lets recognizers see the clock (long presses succeed, tap windows
// close) and moves animations.

extension ViewGraph {
  // MARK: Pointer

  /// Delivers a pointer event: a press hit-tests and remembers the views under the pointer; later events of
  /// the same pointer go to those views, even when the pointer has left them.
  ///
  /// The gestures attached along the hit chain recognize the press in a `GestureSession`; a press that begins
  /// while a session of the same views is still deciding (the second tap of a double tap, a second finger) joins it.
  ///
  /// A drag of the primary button with only Shift held from the press acts as two fingers pinching and rotating
  /// around the press point, when a gesture under it follows pinches and none asks for Shift
  /// (<doc:GestureArbitration>).
  public func dispatch(_ event: PointerEvent) {
    inputRecorder?.record(.pointer(event), at: event.time)
    if event.phase == .began {
      focus.inputUsed(keyboard: false)
      input.helpTooltip.pressed(graph: self)
    }
    if input.pointerRouting.pinchEmulator.handle(event, in: self) { return }
    deliver(event)
    if event.phase == .began {
      input.pointerRouting.pinchEmulator.pressed(
        event, sessions: input.pointerRouting.pointerSessions[event.pointerID] ?? [],
        pointersDown: input.pointerRouting.targets.count)
    }
  }

  /// Delivers a pointer event to the views under it and their gestures, without recording or emulating.
  func deliver(_ event: PointerEvent) {
    defer { UndoManager.endEventGroups() }
    // Brings pending changes up to date before the event, then moves the clock to it.
    advanceTime(to: event.time)
    // A press hits the views where this frame draws them, moved by changes not yet drawn.
    if event.phase == .began { flush(through: .layout) }
    hoverPresentations(at: event.phase == .ended || event.phase == .cancelled ? nil : event.location)
    // A press outside an open menu closes it and goes no further, as on desktops.
    if event.phase == .began && dismissTransientPresentations(outside: event.location) {
      input.pointerRouting.targets[event.pointerID] = []
      flushLifecycle()
      return
    }
    if event.phase == .began {
      let chain = hitChain(at: event.location)
      focus.pressLanded(on: chain)
      input.pointerRouting.targets[event.pointerID] = chain
      // Gestures recognize the primary button only, as in SwiftUI; other buttons reach raw pointer handlers.
      input.pointerRouting.pointerSessions[event.pointerID] =
        event.button == .primary ? sessions(forPressOn: chain) : []
    }
    let targets = input.pointerRouting.targets[event.pointerID] ?? []
    let sessions = input.pointerRouting.pointerSessions[event.pointerID] ?? []
    switch event.phase {
    case .began:
      for session in sessions { session.pointers.insert(event.pointerID) }
    case .ended, .cancelled:
      input.pointerRouting.targets[event.pointerID] = nil
      input.pointerRouting.pointerSessions[event.pointerID] = nil
      for session in sessions { session.pointers.remove(event.pointerID) }
    case .moved: break
    }
    for node in targets where node.isMounted { node.handlePointer(event) }
    for session in sessions { session.pointer(event) }
    input.pointerRouting.sessions.removeAll(where: \.isFinished)
    flushLifecycle()
  }

  /// Delivers a platform pinch or rotation (touchpad, Ctrl+scroll) to the gestures under its location.
  public func dispatch(_ event: TransformEvent) {
    inputRecorder?.record(.transform(event), at: event.time)
    deliver(event)
  }

  /// Delivers a pinch or rotation to the gestures under its location, without recording it.
  func deliver(_ event: TransformEvent) {
    defer { UndoManager.endEventGroups() }
    // Brings pending changes up to date before the event, then moves the clock to it.
    advanceTime(to: event.time)
    if event.phase == .began || input.pointerRouting.transformSession == nil {
      flush(through: .layout)
      input.pointerRouting.transformSession?.cancel()
      let chain = hitChain(at: event.location)
      let entries = GestureCollector.entries(for: chain)
      input.pointerRouting.transformSession = entries.isEmpty ? nil : makeSession(entries, on: chain)
    }
    input.pointerRouting.transformSession?.transform(event)
    if event.phase == .ended || event.phase == .cancelled || input.pointerRouting.transformSession?.isFinished == true {
      input.pointerRouting.transformSession = nil
    }
    flushLifecycle()
  }

  /// The sessions a new press on `chain` goes to: the sessions of fingers still down on the same views (a second
  /// finger joins a pinch); otherwise the sessions still deciding on these views (the second tap of a double tap)
  /// and a new session for the other gestures of the chain.
  private func sessions(forPressOn chain: [ViewNode]) -> [GestureSession] {
    let held = input.pointerRouting.sessions.filter { !$0.isFinished && !$0.pointers.isEmpty && $0.involves(chain) }
    if !held.isEmpty { return held }
    var result = input.pointerRouting.sessions.filter { !$0.isFinished && $0.involves(chain) }
    let busy = result.flatMap(\.unfinishedNodes)
    let entries = GestureCollector.entries(for: chain, excluding: busy)
    if !entries.isEmpty {
      let session = makeSession(entries, on: chain)
      input.pointerRouting.sessions.append(session)
      result.append(session)
    }
    return result
  }

  /// A session for `entries`, in precedence order, pressed on `chain`; traced when ``onGestureArbitration`` is set or
  /// an `onGestureArbitration(perform:)` view is in the chain.
  private func makeSession(_ entries: [GestureEntry], on chain: [ViewNode]) -> GestureSession {
    let session = GestureSession(entries: entries)
    let reference = reference
    input.arbitrationTracer.trace(session, entries: entries, chain: chain) { reference.graph?.currentTime ?? 0 }
    return session
  }

  // MARK: Keys

  /// Delivers a key press.
  ///
  /// While a sheet, alert or menu is shown, only the topmost one gets keys. The focused view's chain gets the press
  /// first: the focused view itself (a text field edits with it), then the `onKeyPress` handlers inside and around
  /// it, innermost first. Tab and Shift+Tab then move focus. A control whose keyboard shortcut matches performs its
  /// action; else a menu bar command with that shortcut runs; then the other `onKeyPress` handlers get it,
  /// innermost first in drawing order, until one handles it; then Escape goes to the escape action of the nearest
  /// view around the focus (`accessibilityAction(.escape)`), else dismisses the topmost presentation; last, an arrow
  /// key goes to `onMoveCommand`. Returns whether the press was used.
  @discardableResult
  public func dispatch(_ press: KeyPress) -> Bool {
    inputRecorder?.record(.key(press), at: currentTime)
    defer { UndoManager.endEventGroups() }
    // What the key queued (a paging key's scroll observers) runs before the event returns.
    defer { flushLifecycle() }
    focus.inputUsed(keyboard: true)
    flush(through: .layout)
    let layer = presentationLayers.last { !$0.isDismissing }
    guard let scope = layer ?? root else { return false }
    var asked = Set<ObjectIdentifier>()
    if let focused = focus.current, scope.contains(focused) {
      if focused.handleFocusedKey(press) == .handled { return true }
      for handler in input.roles.focusChain(KeyPressNode.self, of: focused) {
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
      return deliver(press, under: layer, skipping: asked) || (press.key == .escape && layer.handleEscape())
        || input.moveCommandRoute?(self, press, layer) == true
    }
    return deliver(press, under: scope, skipping: asked) || (press.key == .escape && performEscapeAction(in: scope))
      || input.moveCommandRoute?(self, press, scope) == true
  }

  /// Runs the escape action of the nearest view around the focus in `scope` that has one; returns whether there
  /// was one.
  private func performEscapeAction(in scope: ViewNode) -> Bool {
    guard let action = escapeAction(around: focus.current, below: scope) else { return false }
    action()
    return true
  }

  /// Delivers a key press to the shortcuts and handlers of `root`'s subtree, except the handlers in `asked`.
  func deliver(_ press: KeyPress, under root: ViewNode, skipping asked: Set<ObjectIdentifier> = []) -> Bool {
    let roles = input.roles
    if let shortcut = roles.displayed(KeyboardShortcutNode.self, under: root).first(where: { $0.matches(press) }) {
      shortcut.controlAction?()
      return true
    }
    if let command = roles.displayed((any KeyCommandNode).self, under: root).lazy.compactMap({
      $0.command(for: press)
    }).first {
      command()
      return true
    }
    let handlers = roles.displayed(KeyPressNode.self, under: root).reversed()
    for handler in handlers where !asked.contains(ObjectIdentifier(handler)) && handler.handle(press) == .handled {
      return true
    }
    return false
  }

  /// Gives `press` to the focused view and the `onKeyPress` handlers of its chain only, as a menu command gives
  /// itself to the first responder; returns whether one used it.
  package func sendToFocusedView(_ press: KeyPress) -> Bool {
    flush(through: .layout)
    guard let focused = focus.current else { return false }
    if focused.handleFocusedKey(press) == .handled { return true }
    return input.roles.focusChain(KeyPressNode.self, of: focused).contains { $0.handle(press) == .handled }
  }

  // MARK: Scroll

  /// Delivers a wheel or touchpad scroll to the innermost scroll handler under the pointer.
  @discardableResult
  public func dispatch(_ event: ScrollEvent) -> Bool {
    inputRecorder?.record(.scroll(event), at: event.time)
    defer { UndoManager.endEventGroups() }
    // What the scroll queued (a scroll view's `onScrollGeometryChange` actions) runs before the event returns, as
    // what a press queues does.
    defer { flushLifecycle() }
    flush(through: .layout)
    for case let node as any ScrollEventReceiver in hitChain(at: event.location) where node.handle(event) {
      return true
    }
    return false
  }

  // MARK: Text input

  /// Delivers input method text to the focused view; returns whether a text field took it.
  @discardableResult
  public func dispatch(_ event: TextInputEvent) -> Bool {
    inputRecorder?.record(.text(event), at: currentTime)
    defer { UndoManager.endEventGroups() }
    flush(through: .layout)
    guard let focused = focus.current, focused.acceptsTextInput else { return false }
    return focused.handleTextInput(event)
  }

  // MARK: Recorded input

  /// Delivers a recorded input through the route it first took (``InputTrace``): replaying a trace's inputs in
  /// order, each at its time, gives the window what it was given.
  public func dispatch(_ input: InputTrace.Input) {
    switch input {
    case .pointer(let event): dispatch(event)
    case .transform(let event): dispatch(event)
    case .scroll(let event): dispatch(event)
    case .key(let press): dispatch(press)
    case .text(let event): dispatch(event)
    case .modifierKeys(let keys): modifierKeysChanged(to: keys)
    case .hover(let point): hover(at: point)
    }
  }
}
