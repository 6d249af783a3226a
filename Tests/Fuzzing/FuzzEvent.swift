import Easel
import Foundation

/// One step of an input stream a fuzzer plays into a hosted window: pointers, keys, text, scrolls, pinches, drops,
/// resizes and the passing of time.
///
/// Points are whole numbers and `description` is Swift source, so a shrunk failing stream prints as a literal that a
/// regression test pastes.
public enum FuzzEvent: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Finger `finger` (0 to 2) goes down, with modifier keys (``EventModifiers`` raw value) held.
  case down(finger: Int, x: Int, y: Int, modifiers: Int = 0)
  /// Finger `finger` moves, if it is down.
  case move(finger: Int, x: Int, y: Int)
  /// Finger `finger` lifts, if it is down.
  case up(finger: Int)
  /// The system takes every pointer away.
  case cancel
  case tap(x: Int, y: Int, modifiers: Int = 0)
  case doubleTap(x: Int, y: Int)
  /// A press held still for `milliseconds`.
  case hold(x: Int, y: Int, milliseconds: Int)
  case drag(x: Int, y: Int, toX: Int, toY: Int, steps: Int)
  /// A two-finger pinch to `percent` of the fingers' distance.
  case pinch(x: Int, y: Int, percent: Int)
  case rotate(x: Int, y: Int, degrees: Int)
  /// A wheel (whole lines) or touchpad (fractions) scroll.
  case scroll(x: Int, y: Int, dx: Double, dy: Double)
  case secondaryClick(x: Int, y: Int)
  case hover(x: Int, y: Int)
  /// A key, by its character's scalar value, with modifier keys.
  case key(scalar: UInt32, modifiers: Int)
  /// The modifier keys held, changing while pointers may be down.
  case modifierKeys(Int)
  case type(String)
  case preedit(String)
  case commit(String)
  /// A drop from another application of the payload `kind` (see ``FuzzDropPayload``) of `size`.
  case drop(x: Int, y: Int, kind: Int, size: Int)
  case resize(width: Int, height: Int)
  case wait(milliseconds: Int)
  /// A screen reader's action: the window's accessibility tree is read after a frame (which the host checks against
  /// one described from scratch), and the action at `action` of the element at `element` (both wrapped around their
  /// counts) is performed, as Orca performs one through AT-SPI.
  case accessibilityAction(element: Int, action: Int)
  /// A screen reader's action on an element of the tree it read before the events since (``FuzzPlayer`` keeps the
  /// last tree it read), through the same path: the element at `element` with actions of that tree (wrapped around
  /// their count) may have left since, and must then refuse the action at `action` and change nothing.
  case staleAccessibilityAction(element: Int, action: Int)
  /// A screen reader moving the keyboard focus: the focusable element at `element` of the window's accessibility
  /// tree (wrapped around their count) takes it, as AT-SPI's `grab_focus` asks.
  case accessibilityFocus(element: Int)
  /// A screen reader setting a value, as Orca sets a slider's through AT-SPI's Value interface: the element at
  /// `element` (wrapped around the count of elements with a value, else of all elements) is set to `percent` of its
  /// range, which may lie outside it.
  case accessibilityValue(element: Int, percent: Int)
  /// The desktop's settings changing in the middle of a stream (``FuzzDesktopSettings``): the colour scheme, the
  /// contrast, the text size and reduced motion, from the bits of `settings`.
  case desktopSettings(Int)
  /// The end of a stream: every finger and key lifted and time passed (``FuzzPlayer/settle()``). It joins the
  /// streams of a window into one history that replays as they played.
  case settle

  public var description: String {
    switch self {
    case .down(let finger, let x, let y, let modifiers):
      ".down(finger: \(finger), x: \(x), y: \(y), modifiers: \(modifiers))"
    case .move(let finger, let x, let y): ".move(finger: \(finger), x: \(x), y: \(y))"
    case .up(let finger): ".up(finger: \(finger))"
    case .cancel: ".cancel"
    case .tap(let x, let y, let modifiers): ".tap(x: \(x), y: \(y), modifiers: \(modifiers))"
    case .doubleTap(let x, let y): ".doubleTap(x: \(x), y: \(y))"
    case .hold(let x, let y, let milliseconds): ".hold(x: \(x), y: \(y), milliseconds: \(milliseconds))"
    case .drag(let x, let y, let toX, let toY, let steps):
      ".drag(x: \(x), y: \(y), toX: \(toX), toY: \(toY), steps: \(steps))"
    case .pinch(let x, let y, let percent): ".pinch(x: \(x), y: \(y), percent: \(percent))"
    case .rotate(let x, let y, let degrees): ".rotate(x: \(x), y: \(y), degrees: \(degrees))"
    case .scroll(let x, let y, let dx, let dy): ".scroll(x: \(x), y: \(y), dx: \(dx), dy: \(dy))"
    case .secondaryClick(let x, let y): ".secondaryClick(x: \(x), y: \(y))"
    case .hover(let x, let y): ".hover(x: \(x), y: \(y))"
    case .key(let scalar, let modifiers): ".key(scalar: \(scalar), modifiers: \(modifiers))"
    case .modifierKeys(let modifiers): ".modifierKeys(\(modifiers))"
    case .type(let text): ".type(\(Self.literal(text)))"
    case .preedit(let text): ".preedit(\(Self.literal(text)))"
    case .commit(let text): ".commit(\(Self.literal(text)))"
    case .drop(let x, let y, let kind, let size): ".drop(x: \(x), y: \(y), kind: \(kind), size: \(size))"
    case .resize(let width, let height): ".resize(width: \(width), height: \(height))"
    case .wait(let milliseconds): ".wait(milliseconds: \(milliseconds))"
    case .accessibilityAction(let element, let action): ".accessibilityAction(element: \(element), action: \(action))"
    case .staleAccessibilityAction(let element, let action):
      ".staleAccessibilityAction(element: \(element), action: \(action))"
    case .accessibilityFocus(let element): ".accessibilityFocus(element: \(element))"
    case .accessibilityValue(let element, let percent): ".accessibilityValue(element: \(element), percent: \(percent))"
    case .desktopSettings(let settings): ".desktopSettings(\(settings))"
    case .settle: ".settle"
    }
  }

  /// `text` as a Swift string literal, control characters escaped.
  private static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
