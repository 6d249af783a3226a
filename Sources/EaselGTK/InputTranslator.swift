import CGtk
import Easel
import Foundation

/// Turns GDK events into Easel's: the left, middle and right mouse buttons and each touch as pointers (repeated clicks arrive as
/// separate presses, so double taps work), touchpad pinch and rotation and Ctrl+scroll as transform events, and
/// keys (the quit shortcut is the File menu's Quit command).
@MainActor
final class InputTranslator {
  private let graph: ViewGraph
  private var mouseIsDown = false
  /// The button held down, while `mouseIsDown`.
  private var mouseButton = PointerButton.primary
  private var touches: [UnsafeMutableRawPointer: Int] = [:]
  private var nextPointerID = 2
  private var scrollZoom: (scale: CGFloat, location: CGPoint)?
  private var scrollZoomTimer: guint = 0
  private var pinchRotation: Double = 0
  private var lastLocation = CGPoint.zero
  /// The window's input method, which sees key presses first while a text field has focus.
  var inputMethod: InputMethodBridge?
  /// Hands a drag leaving the window to the desktop; returns whether it started.
  var startDesktopDrag: ((NSItemProvider, CGPoint) -> Bool)?
  private static let mousePointerID = 1

  init(graph: ViewGraph) { self.graph = graph }

  /// Seconds on the monotonic clock, the time base of events and frames.
  static func now() -> TimeInterval { TimeInterval(g_get_monotonic_time()) / 1_000_000 }

  /// Passes `event` on to the graph; returns whether it used a key press, which GTK should then not use too (move
  /// its own focus between the accessibility proxies with Tab or the arrows).
  @discardableResult
  func handle(_ event: OpaquePointer, at eventPoint: CGPoint, size: CGSize) -> Bool {
    if gdk_event_get_event_type(event) == GDK_KEY_PRESS {
      updateModifiers(of: event)
      return handleKeyPress(event)
    }
    handleOther(event, at: eventPoint, size: size)
    return false
  }

  private func updateModifiers(of event: OpaquePointer) {
    let type = gdk_event_get_event_type(event)
    eventModifiers = Self.modifiers(gdk_event_get_modifier_state(event).rawValue)
    if type == GDK_KEY_PRESS || type == GDK_KEY_RELEASE {
      graph.modifierKeysChanged(
        to: Self.modifierKeys(
          after: gdk_key_event_get_keyval(event), isPressed: type == GDK_KEY_PRESS, state: eventModifiers))
    } else {
      graph.modifierKeysChanged(to: eventModifiers)
    }
  }

  /// A focused text field's input method sees the key first: it composes text and commits typed characters.
  private func handleKeyPress(_ event: OpaquePointer) -> Bool {
    if inputMethod?.filter(event) == true { return true }
    guard let key = Self.keyEquivalent(gdk_key_event_get_keyval(event)) else { return false }
    return graph.dispatch(KeyPress(key: key, characters: String(key.character), modifiers: eventModifiers))
  }

  private func handleOther(_ event: OpaquePointer, at eventPoint: CGPoint, size: CGSize) {
    let time = Self.now()
    let type = gdk_event_get_event_type(event)
    // Scroll and touchpad events may carry no position on X11; they happen where the pointer last was.
    let point = eventPoint.x.isNaN || eventPoint.y.isNaN ? lastLocation : eventPoint
    lastLocation = point
    let inside = CGRect(origin: .zero, size: size).contains(point)
    updateModifiers(of: event)
    switch type {
    case GDK_BUTTON_PRESS:
      guard let button = Self.pointerButton(gdk_button_event_get_button(event)), !emulated(event), inside,
        !mouseIsDown
      else { return }
      mouseIsDown = true
      mouseButton = button
      pointer(Self.mousePointerID, .began, point, time)
    case GDK_MOTION_NOTIFY:
      guard !emulated(event) else { return }
      // Without a button held, the pointer only hovers: open menus highlight the item under it.
      guard mouseIsDown else { return graph.hover(at: inside ? point : nil) }
      pointer(Self.mousePointerID, .moved, point, time)
      if let provider = graph.dragLeavingWindow(at: point, bounds: CGRect(origin: .zero, size: size)),
        startDesktopDrag?(provider, point) == true
      {
        // The desktop owns the pointer now; its release will not reach this window.
        mouseIsDown = false
      }
    case GDK_BUTTON_RELEASE:
      guard Self.pointerButton(gdk_button_event_get_button(event)) == mouseButton, mouseIsDown, !emulated(event)
      else { return }
      mouseIsDown = false
      pointer(Self.mousePointerID, .ended, point, time)
    case GDK_LEAVE_NOTIFY:
      if !mouseIsDown { graph.hover(at: nil) }
    case GDK_TOUCH_BEGIN:
      guard inside, let sequence = gdk_event_get_event_sequence(event) else { return }
      let id = nextPointerID
      nextPointerID += 1
      touches[UnsafeMutableRawPointer(sequence)] = id
      pointer(id, .began, point, time)
    case GDK_TOUCH_UPDATE:
      guard let sequence = gdk_event_get_event_sequence(event), let id = touches[UnsafeMutableRawPointer(sequence)]
      else { return }
      pointer(id, .moved, point, time)
    case GDK_TOUCH_END, GDK_TOUCH_CANCEL:
      guard let sequence = gdk_event_get_event_sequence(event),
        let id = touches.removeValue(forKey: UnsafeMutableRawPointer(sequence))
      else { return }
      pointer(id, type == GDK_TOUCH_END ? .ended : .cancelled, point, time)
    case GDK_SCROLL:
      var dx = 0.0
      var dy = 0.0
      gdk_scroll_event_get_deltas(event, &dx, &dy)
      switch gdk_scroll_event_get_direction(event) {
      case GDK_SCROLL_UP: dy = -1
      case GDK_SCROLL_DOWN: dy = 1
      case GDK_SCROLL_LEFT: dx = -1
      case GDK_SCROLL_RIGHT: dx = 1
      default: break
      }
      if gdk_event_get_modifier_state(event).rawValue & GDK_CONTROL_MASK.rawValue != 0 {
        zoomByScrolling(dy, at: point, time: time)
      } else {
        // A wheel step or a touchpad scroll unit is about three lines of body text.
        let step: CGFloat = 40
        graph.dispatch(ScrollEvent(delta: CGSize(width: dx * step, height: dy * step), location: point, time: time))
      }
    case GDK_TOUCHPAD_PINCH:
      let phase = gdk_touchpad_event_get_gesture_phase(event)
      let scale = CGFloat(gdk_touchpad_event_get_pinch_scale(event))
      pinchRotation += gdk_touchpad_event_get_pinch_angle_delta(event)
      let easelPhase: TransformEvent.Phase
      switch phase {
      case GDK_TOUCHPAD_GESTURE_PHASE_BEGIN:
        pinchRotation = 0
        easelPhase = .began
      case GDK_TOUCHPAD_GESTURE_PHASE_UPDATE: easelPhase = .changed
      case GDK_TOUCHPAD_GESTURE_PHASE_END: easelPhase = .ended
      default: easelPhase = .cancelled
      }
      graph.dispatch(
        TransformEvent(
          phase: easelPhase, magnification: scale, rotation: .radians(pinchRotation), location: point, time: time))
    case GDK_KEY_RELEASE:
      _ = inputMethod?.filter(event)
    default:
      return
    }
  }

  /// Easel's modifiers for a GDK modifier state.
  private static func modifiers(_ state: UInt32) -> EventModifiers {
    var modifiers: EventModifiers = []
    if state & GDK_SHIFT_MASK.rawValue != 0 { modifiers.insert(.shift) }
    if state & GDK_CONTROL_MASK.rawValue != 0 { modifiers.insert(.control) }
    if state & GDK_ALT_MASK.rawValue != 0 { modifiers.insert(.option) }
    if state & GDK_SUPER_MASK.rawValue != 0 { modifiers.insert(.command) }
    if state & GDK_LOCK_MASK.rawValue != 0 { modifiers.insert(.capsLock) }
    return modifiers
  }

  /// The modifier keys held once the key `keyval` is pressed or released. GDK gives a key event the `state` from
  /// before it, so a modifier key's own press or release is not in it yet; Caps Lock, which toggles, is left to the
  /// next event's state.
  static func modifierKeys(after keyval: guint, isPressed: Bool, state: EventModifiers) -> EventModifiers {
    let key: EventModifiers
    switch Int32(keyval) {
    case GDK_KEY_Shift_L, GDK_KEY_Shift_R: key = .shift
    case GDK_KEY_Control_L, GDK_KEY_Control_R: key = .control
    case GDK_KEY_Alt_L, GDK_KEY_Alt_R, GDK_KEY_Meta_L, GDK_KEY_Meta_R: key = .option
    case GDK_KEY_Super_L, GDK_KEY_Super_R: key = .command
    default: key = []
    }
    return isPressed ? state.union(key) : state.subtracting(key)
  }

  private func emulated(_ event: OpaquePointer) -> Bool { gdk_event_get_pointer_emulated(event) != 0 }

  /// The key a GDK key value stands for: special keys by name, others by the character they type.
  static func keyEquivalent(_ keyval: guint) -> KeyEquivalent? {
    switch Int32(keyval) {
    case GDK_KEY_Up: return .upArrow
    case GDK_KEY_Down: return .downArrow
    case GDK_KEY_Left: return .leftArrow
    case GDK_KEY_Right: return .rightArrow
    case GDK_KEY_Escape: return .escape
    case GDK_KEY_BackSpace: return .delete
    case GDK_KEY_Delete: return .deleteForward
    case GDK_KEY_Home: return .home
    case GDK_KEY_End: return .end
    case GDK_KEY_Page_Up: return .pageUp
    case GDK_KEY_Page_Down: return .pageDown
    case GDK_KEY_Tab, GDK_KEY_ISO_Left_Tab: return .tab
    case GDK_KEY_Return, GDK_KEY_KP_Enter: return .return
    case GDK_KEY_F5: return .f5
    case GDK_KEY_F10: return .f10
    default:
      let scalar = gdk_keyval_to_unicode(keyval)
      guard scalar != 0, let unicode = Unicode.Scalar(scalar) else { return nil }
      return KeyEquivalent(Character(unicode))
    }
  }

  private func pointer(_ id: Int, _ phase: PointerEvent.Phase, _ point: CGPoint, _ time: TimeInterval) {
    let button = id == Self.mousePointerID ? mouseButton : .primary
    graph.dispatch(
      PointerEvent(pointerID: id, phase: phase, location: point, time: time, button: button, modifiers: eventModifiers))
  }

  /// The modifier keys held during the event being handled (a Ctrl-click selects list rows differently).
  private var eventModifiers: EventModifiers = []

  /// GDK numbers the left, middle and right buttons 1, 2 and 3; other buttons (back, forward) are not pointers.
  private static func pointerButton(_ number: guint) -> PointerButton? {
    switch number {
    case 1: .primary
    case 2: .middle
    case 3: .secondary
    default: nil
    }
  }

  /// Ctrl+scroll zooms by 10 % per wheel step; the zoom ends a quarter second after the last step.
  private func zoomByScrolling(_ steps: Double, at point: CGPoint, time: TimeInterval) {
    if scrollZoom == nil {
      scrollZoom = (1, point)
      graph.dispatch(TransformEvent(phase: .began, location: point, time: time))
    }
    scrollZoom!.scale *= CGFloat(pow(1.1, -steps))
    graph.dispatch(TransformEvent(phase: .changed, magnification: scrollZoom!.scale, location: point, time: time))
    if scrollZoomTimer != 0 { g_source_remove(scrollZoomTimer) }
    let handler = SignalHandler<Void> { [weak self] _ in self?.endScrollZoom() }
    let fire: @convention(c) (gpointer?) -> gboolean = { data in
      MainActor.assumeIsolated { SignalHandler<Void>.from(data).action(()) }
      return 0
    }
    scrollZoomTimer = g_timeout_add_full(
      G_PRIORITY_DEFAULT, 250, fire, handler.retainedPointer(),
      releaseHandlerData)
  }

  private func endScrollZoom() {
    scrollZoomTimer = 0
    guard let zoom = scrollZoom else { return }
    scrollZoom = nil
    graph.dispatch(TransformEvent(phase: .ended, magnification: zoom.scale, location: zoom.location, time: Self.now()))
  }
}
