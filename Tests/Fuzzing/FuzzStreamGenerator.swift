import Easel
import EaselTesting
import Foundation

/// Makes input streams from a seed, one event at a time, aiming at what the window shows now: most pointer events land
/// on shown text (buttons, tabs, list rows, menu items), the rest anywhere, some just outside the window.
///
/// The same seed played against the same screen gives the same stream, since the screen answers the same way.
public struct FuzzStreamGenerator: Sendable {
  private var random: SeededGenerator
  /// Whether each of the three fingers is down.
  private var fingersDown = [false, false, false]

  /// A generator for `seed`.
  public init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  /// How many events the stream for this seed has: mostly short, some long.
  public mutating func length() -> Int { random.chance(0.9) ? random.int(1...24) : random.int(25...120) }

  /// The next event, for a window of `size` showing text at `targets`.
  ///
  /// Only the parts of `targets` inside the window are aimed at: text scrolled or zoomed out of it is not shown, and
  /// may lie too far away for a pointer position (fault 23 of docs/RELIABILITY.md).
  public mutating func next(size: CGSize, targets: [CGRect]) -> FuzzEvent {
    let window = CGRect(origin: .zero, size: size)
    let targets = targets.map { $0.intersection(window) }.filter { !$0.isNull }
    let (x, y) = point(size: size, targets: targets)
    switch random.int(0...99) {
    case 0..<12:
      let finger = random.int(0...2)
      if fingersDown[finger] { return move(finger, size: size, targets: targets) }
      fingersDown[finger] = true
      return .down(finger: finger, x: x, y: y, modifiers: modifiers())
    case 12..<24: return move(random.int(0...2), size: size, targets: targets)
    case 24..<32:
      let finger = random.int(0...2)
      fingersDown[finger] = false
      return .up(finger: finger)
    case 32..<33:
      fingersDown = [false, false, false]
      return .cancel
    case 33..<45: return .tap(x: x, y: y, modifiers: random.chance(0.8) ? 0 : modifiers())
    case 45..<49: return .doubleTap(x: x, y: y)
    case 49..<52: return .hold(x: x, y: y, milliseconds: random.int(200...1_500))
    case 52..<58:
      let (toX, toY) = point(size: size, targets: targets)
      return .drag(x: x, y: y, toX: toX, toY: toY, steps: random.int(1...12))
    case 58..<61: return .pinch(x: x, y: y, percent: random.int(10...400))
    case 61..<63: return .rotate(x: x, y: y, degrees: random.int(-360...360))
    case 63..<68:
      let wheel = random.chance(0.5)
      let dx = wheel ? Double(random.int(-3...3)) * 20 : (random.double(-50...50) * 100).rounded() / 100
      let dy = wheel ? Double(random.int(-3...3)) * 20 : (random.double(-50...50) * 100).rounded() / 100
      return .scroll(x: x, y: y, dx: dx, dy: dy)
    case 68..<70: return .secondaryClick(x: x, y: y)
    case 70..<72: return .hover(x: x, y: y)
    case 72..<80: return .key(scalar: key(), modifiers: random.chance(0.6) ? 0 : modifiers())
    case 80..<82: return .modifierKeys(modifiers())
    case 82..<87: return .type(text())
    case 87..<89: return .preedit(text())
    case 89..<91: return .commit(random.chance(0.1) ? longText() : text())
    case 91..<93:
      return .drop(x: x, y: y, kind: random.int(0...FuzzDropPayload.allCases.count - 1), size: dropSize())
    case 93..<94: return .resize(width: random.int(120...1_400), height: random.int(120...1_000))
    case 94..<96:
      switch random.int(0...7) {
      case 0..<4: return .accessibilityAction(element: random.int(0...999), action: random.int(0...9))
      case 4: return .staleAccessibilityAction(element: random.int(0...999), action: random.int(0...9))
      case 5: return .accessibilityFocus(element: random.int(0...999))
      default: return .accessibilityValue(element: random.int(0...999), percent: random.int(-50...150))
      }
    case 96..<97 where random.chance(0.25):
      // Rarer than the others: each change re-runs every body that reads the settings.
      return .desktopSettings(random.int(0...FuzzDesktopSettings.all))
    default: return .wait(milliseconds: random.pick([16, 50, 120, 300, 600, 1_100, 2_500]))
    }
  }

  private mutating func move(_ finger: Int, size: CGSize, targets: [CGRect]) -> FuzzEvent {
    let (x, y) = point(size: size, targets: targets)
    return .move(finger: finger, x: x, y: y)
  }

  /// A point on shown text most of the time, else anywhere in or just around the window.
  private mutating func point(size: CGSize, targets: [CGRect]) -> (Int, Int) {
    if !targets.isEmpty && random.chance(0.6) {
      let frame = random.pick(targets)
      let x = frame.minX + frame.width * random.double(0...1)
      let y = frame.minY + frame.height * random.double(0...1)
      return (Int(x.rounded()), Int(y.rounded()))
    }
    let width = Int(size.width)
    let height = Int(size.height)
    return (random.int(-20...width + 20), random.int(-20...height + 20))
  }

  private mutating func modifiers() -> Int {
    random.pick([0, 2, 4, 8, 16, 2 | 4, 4 | 8, 2 | 16])
  }

  private mutating func key() -> UInt32 {
    let keys: [KeyEquivalent] = [
      .return, .escape, .delete, .deleteForward, .tab, .space, .upArrow, .downArrow, .leftArrow, .rightArrow, .home,
      .end, .pageUp, .pageDown, "a", "c", "v", "x", "z", "s", "n", "w", "+", "-", "0", "1", "?", ".", ";",
    ]
    return random.pick(keys).character.unicodeScalars.first!.value
  }

  /// A short text, hard for text handling: emoji sequences, scripts of both directions, combining marks, SQL, controls.
  private mutating func text() -> String {
    let samples = [
      "a", "Hello", "🦖", "👩🏽‍💻", "한국어", "e\u{301}", "مرحبا", "'); DROP TABLE profile; --", "\u{0}", "\n", "\t",
      "    ", "%@%s%n", "\u{202E}abc", "🏳️‍🌈🏳️‍🌈", "Zalgơ̵̡̢͇̤",
    ]
    return random.pick(samples)
  }

  /// Text of up to a hundred thousand characters, committed at once as a paste or an input method does: typing it a
  /// key at a time would take a person hours, and the stream as long.
  private mutating func longText() -> String {
    String(repeating: text(), count: random.int(100...5_000))
  }

  private mutating func dropSize() -> Int {
    random.chance(0.1) ? random.int(10_000...2_000_000) : random.int(0...200)
  }
}
