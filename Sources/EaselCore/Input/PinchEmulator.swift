import Foundation

/// Lets a mouse pinch and rotate: a drag of the primary button with Shift held from the press acts as two fingers
/// around the press point, as Hammer.js's touch emulator does. The pointer is one finger and its mirror through
/// the press point the other, so the pointer's distance from that point scales and its direction rotates.
///
/// The pinch reaches the gestures under the press point as a touchpad pinch does (``TransformEvent``s, measured
/// with the `FingerSpan` real fingers use), so `MagnifyGesture` and `RotateGesture` report the same values.
/// Every host gets it, as it sits between ``ViewGraph/dispatch(_:)-(PointerEvent)`` and the gestures.
///
/// Shift keeps its other uses. A Shift-click that does not move is a Shift-click. The press only turns into a
/// pinch when a gesture under it follows pinches and none asks for Shift (`modifiers(.shift)`, such as a
/// rubber-band selection), and only once the pointer has moved ``slop`` points: the press, cancelled then, ends its
/// other gestures without `onEnded`.
@MainActor
final class PinchEmulator {
  private enum State {
    case idle
    /// A Shift-press that becomes a pinch if it moves far enough.
    case armed(pointerID: Int, center: CGPoint)
    /// A pinch in progress: the press point, the fingers' span when it began, and the pointer now.
    case pinching(pointerID: Int, center: CGPoint, start: FingerSpan, pointer: CGPoint)
  }

  /// How far the pointer moves from the press before the press becomes a pinch: a drag's default minimum
  /// distance, so a Shift-drag pinches where a plain drag would start.
  static let slop: CGFloat = 10
  /// The radius of a finger mark, in points.
  private static let markRadius: CGFloat = 11

  private var state = State.idle

  /// Arms the emulation after `event`, a press the graph has delivered, when it may become a pinch: the primary
  /// button with only Shift held, no other pointer down, no pinch already emulated, and the gestures of `sessions`
  /// wanting it.
  func pressed(_ event: PointerEvent, sessions: [GestureSession], pointersDown: Int) {
    // The pinching pointer no longer counts as down (its press was cancelled when the pinch began), so a second
    // press during the pinch must not re-arm, which would drop the pinch with its gestures still running.
    guard case .idle = state else { return }
    guard event.phase == .began, event.button == .primary, event.modifiers.normalizedForLinux == .shift,
      pointersDown == 1
    else { return }
    let recognizers = sessions.flatMap(\.entries).compactMap(\.recognizer)
    let pinches = recognizers.contains { $0.contains(where: \.recognizesPinch) }
    let wantsShift = recognizers.contains { $0.contains { $0.requiredModifiers.contains(.shift) } }
    guard pinches && !wantsShift else { return }
    state = .armed(pointerID: event.pointerID, center: event.location)
  }

  /// Takes `event` when it belongs to an emulated pinch, delivering what it means to `graph`; returns whether it
  /// took it (the graph then delivers nothing more).
  func handle(_ event: PointerEvent, in graph: ViewGraph) -> Bool {
    switch state {
    case .idle:
      return false
    case .armed(let id, let center):
      guard event.pointerID == id else {
        // A second finger makes a real pinch: the mouse's is not needed.
        if event.phase == .began { state = .idle }
        return false
      }
      guard event.phase == .moved else {
        state = .idle
        return false
      }
      guard center.distance(to: event.location) >= Self.slop else { return false }
      begin(event, around: center, in: graph)
      return true
    case .pinching(let id, let center, let start, _):
      guard event.pointerID == id else { return false }
      let span = FingerSpan(from: mirror(of: event.location, through: center), to: event.location)
      let phase: TransformEvent.Phase
      switch event.phase {
      case .began, .moved:
        phase = .changed
        state = .pinching(pointerID: id, center: center, start: start, pointer: event.location)
      case .ended:
        phase = .ended
        state = .idle
      case .cancelled:
        phase = .cancelled
        state = .idle
      }
      graph.requestFrame()
      graph.deliver(
        TransformEvent(
          phase: phase, magnification: span.scale(since: start), rotation: span.rotation(since: start),
          location: center, time: event.time))
      return true
    }
  }

  /// Forgets the pinch in progress, without telling its gestures: the graph cancels them itself.
  func reset() { state = .idle }

  /// Ends the press as a pointer (its gestures stop without `onEnded`) and starts the pinch where it stands.
  private func begin(_ event: PointerEvent, around center: CGPoint, in graph: ViewGraph) {
    var cancel = event
    cancel.phase = .cancelled
    graph.deliver(cancel)
    let start = FingerSpan(from: mirror(of: event.location, through: center), to: event.location)
    state = .pinching(pointerID: event.pointerID, center: center, start: start, pointer: event.location)
    graph.requestFrame()
    graph.deliver(TransformEvent(phase: .began, location: center, time: event.time))
  }

  private func mirror(of point: CGPoint, through center: CGPoint) -> CGPoint {
    CGPoint(x: 2 * center.x - point.x, y: 2 * center.y - point.y)
  }

  /// The two emulated fingers while a pinch is in progress, drawn above the window's content.
  var markItems: [DisplayItem] {
    guard case .pinching(_, let center, _, let pointer) = state else { return [] }
    return [pointer, mirror(of: pointer, through: center)].flatMap(Self.mark(at:))
  }

  /// A finger mark: a translucent grey disc with a white rim, visible on light and dark content alike.
  private static func mark(at point: CGPoint) -> [DisplayItem] {
    let rect = CGRect(
      x: point.x - markRadius, y: point.y - markRadius, width: 2 * markRadius, height: 2 * markRadius)
    let disc = Path(ellipseIn: rect)
    let bounds = rect.insetBy(dx: -2, dy: -2)
    return [
      DisplayItem(
        content: .fill(disc, .color(Color.Resolved(red: 0.35, green: 0.37, blue: 0.42, opacity: 0.45)), eoFill: false),
        transform: .identity, clips: [], bounds: bounds),
      DisplayItem(
        content: .stroke(
          disc, .color(Color.Resolved(red: 1, green: 1, blue: 1, opacity: 0.85)), StrokeStyle(lineWidth: 2)),
        transform: .identity, clips: [], bounds: bounds),
    ]
  }
}
