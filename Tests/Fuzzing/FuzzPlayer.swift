import Easel
import EaselTesting
import Foundation

/// Plays fuzz events into a ``ViewHost`` as a person with up to three fingers, a keyboard, an input method and a
/// file manager would, then lets the window come to rest.
@MainActor
public final class FuzzPlayer {
  /// The window played into.
  public let host: ViewHost
  private var fingers: [Int: TouchID] = [:]
  /// The elements of the last accessibility tree the player read, as a screen reader keeps what it read while the
  /// window changes under it.
  private var readElements: [AccessibilityElement] = []
  /// What the player saw go wrong as it played: an action a view that had left performed.
  public private(set) var problems: [FuzzProblem] = []

  /// A player for `host`.
  public init(host: ViewHost) { self.host = host }

  /// Plays `event`.
  public func play(_ event: FuzzEvent) {
    switch event {
    case .down(let finger, let x, let y, let modifiers):
      guard fingers[finger] == nil else { return }
      fingers[finger] = host.touchDown(at: point(x, y), modifiers: EventModifiers(rawValue: modifiers))
    case .move(let finger, let x, let y):
      guard let touch = fingers[finger] else { return }
      host.advance(by: 0.016)
      host.touchMove(touch, to: point(x, y))
    case .up(let finger):
      guard let touch = fingers.removeValue(forKey: finger) else { return }
      host.touchUp(touch)
    case .cancel:
      fingers.removeAll()
      host.cancelTouches()
    case .tap(let x, let y, let modifiers): host.tap(at: point(x, y), modifiers: EventModifiers(rawValue: modifiers))
    case .doubleTap(let x, let y): host.doubleTap(at: point(x, y))
    case .hold(let x, let y, let milliseconds): host.longPress(at: point(x, y), duration: seconds(milliseconds))
    case .drag(let x, let y, let toX, let toY, let steps):
      host.drag(from: point(x, y), to: point(toX, toY), steps: steps)
    case .pinch(let x, let y, let percent): host.pinch(at: point(x, y), scale: CGFloat(percent) / 100)
    case .rotate(let x, let y, let degrees): host.rotate(at: point(x, y), angle: .degrees(Double(degrees)))
    case .scroll(let x, let y, let dx, let dy): host.scroll(at: point(x, y), by: CGSize(width: dx, height: dy))
    case .secondaryClick(let x, let y): host.secondaryClick(at: point(x, y))
    case .hover(let x, let y): host.hover(at: point(x, y))
    case .key(let scalar, let modifiers):
      guard let scalar = Unicode.Scalar(scalar) else { return }
      host.key(KeyEquivalent(Character(scalar)), modifiers: EventModifiers(rawValue: modifiers))
    case .modifierKeys(let modifiers): host.modifierKeys = EventModifiers(rawValue: modifiers)
    case .type(let text): host.type(text)
    case .preedit(let text): host.preedit(text)
    case .commit(let text): host.commit(text)
    case .drop(let x, let y, let kind, let size):
      guard let payload = FuzzDropPayload(rawValue: kind) else { return }
      let providers = payload.providers(size: size)
      host.dragOver(providers, at: point(x, y))
      host.drop(providers, at: point(x, y))
    case .resize(let width, let height): host.size = CGSize(width: width, height: height)
    case .wait(let milliseconds): host.advance(by: seconds(milliseconds))
    case .accessibilityAction(let element, let action):
      let elements = readAccessibilityElements().filter { !$0.actions.isEmpty }
      guard !elements.isEmpty else { return }
      let chosen = elements[element % elements.count]
      host.performAccessibilityAction(chosen.actions[action % chosen.actions.count], on: chosen)
    case .staleAccessibilityAction(let element, let action):
      let elements = readElements.filter { !$0.actions.isEmpty }
      guard !elements.isEmpty else { return }
      let chosen = elements[element % elements.count]
      let isThere = host.accessibilityElements.contains { $0.id == chosen.id }
      let performed = host.performAccessibilityAction(chosen.actions[action % chosen.actions.count], on: chosen)
      if performed && !isThere {
        problems.append(FuzzProblem(kind: .actionOnLeftElement, detail: "\(chosen)"))
      }
    case .accessibilityFocus(let element):
      let elements = readAccessibilityElements().filter { $0.isFocusable && $0.isEnabled }
      guard !elements.isEmpty else { return }
      // A presentation, or a row a menu highlights, is focusable for readers without a view that takes the focus:
      // it refuses, and nothing changes.
      host.focusAccessibilityElement(elements[element % elements.count])
    case .accessibilityValue(let element, let percent):
      let elements = readAccessibilityElements()
      let valued = elements.filter { $0.numericValue != nil }
      // Mostly an element with a value; an element without one must refuse it.
      let candidates = valued.isEmpty || element % 5 == 0 ? elements : valued
      guard !candidates.isEmpty else { return }
      let chosen = candidates[element % candidates.count]
      let range = chosen.numericValue?.range ?? 0...1
      host.setAccessibilityValue(
        range.lowerBound + Double(percent) / 100 * (range.upperBound - range.lowerBound), on: chosen)
    case .desktopSettings(let settings): FuzzDesktopSettings(settings).apply(to: &host.graph.rootEnvironment)
    case .settle: settle()
    }
  }

  /// The window's accessibility elements after a frame, kept as the last read.
  private func readAccessibilityElements() -> [AccessibilityElement] {
    readElements = host.accessibilityElements
    return readElements
  }

  /// Runs the work waiting on the main queue, lifts every finger and key, moves the mouse away, and lets 3 s pass
  /// in steps, so that long presses, double-tap windows, animations and transitions are over; then lays the window
  /// out as long as it asks to be, as a window makes frames, up to ``layoutPasses`` times (a layout that never
  /// settles then shows as a stale one).
  public func settle() {
    // What the stream started on the main queue (a drop's loaded picture, a paste's text, handed back to the main
    // actor) runs now, as a window's main loop runs it between events; played synchronously, the stream would
    // otherwise leave it waiting for good, never checked, keeping its model alive. A load still running on another
    // queue lands at a later stream's end.
    RunLoop.main.run(until: Date())
    for finger in fingers.keys.sorted() { host.touchUp(fingers[finger]!) }
    fingers.removeAll()
    host.modifierKeys = []
    host.hover(at: nil)
    host.dragExit()
    for _ in 0..<6 { host.advance(by: 0.5) }
    host.layout()
    for _ in 1..<Self.layoutPasses where host.graph.needsLayout { host.layout() }
  }

  /// The most layouts ``settle()`` makes: a lazy stack's estimate settles in two or three.
  static let layoutPasses = 10

  private func point(_ x: Int, _ y: Int) -> CGPoint { CGPoint(x: x, y: y) }
  private func seconds(_ milliseconds: Int) -> TimeInterval { TimeInterval(milliseconds) / 1_000 }
}
