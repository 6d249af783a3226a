import Foundation

/// A key on the keyboard: a character, or a special key.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The character the key produces (special keys use private-use characters, as in SwiftUI).
  public var character: Character

  public init(_ character: Character) { self.character = character }

  /// The key's name as menus show it: the character in capitals, or the special key's name.
  public var displayName: String {
    switch self {
    case .upArrow: "Up"
    case .downArrow: "Down"
    case .leftArrow: "Left"
    case .rightArrow: "Right"
    case .escape: "Escape"
    case .delete: "BackSpace"
    case .deleteForward: "Delete"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "Page Up"
    case .pageDown: "Page Down"
    case .tab: "Tab"
    case .space: "Space"
    case .return: "Return"
    default: String(character).uppercased()
    }
  }
  public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let delete = KeyEquivalent("\u{8}")
  public static let deleteForward = KeyEquivalent("\u{F728}")
  public static let home = KeyEquivalent("\u{F729}")
  public static let end = KeyEquivalent("\u{F72B}")
  public static let pageUp = KeyEquivalent("\u{F72C}")
  public static let pageDown = KeyEquivalent("\u{F72D}")
  public static let clear = KeyEquivalent("\u{F739}")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
  public static let `return` = KeyEquivalent("\r")
}

/// Modifier keys held during an event.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let capsLock = EventModifiers(rawValue: 1)
  public static let shift = EventModifiers(rawValue: 2)
  /// The Control key. On Linux desktops Ctrl also plays the Mac's Command role: `.command` shortcuts match it.
  public static let control = EventModifiers(rawValue: 4)
  public static let option = EventModifiers(rawValue: 8)
  /// The Command key: on Linux, Ctrl (see ``control``).
  public static let command = EventModifiers(rawValue: 16)
  public static let numericPad = EventModifiers(rawValue: 32)
  public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]

  /// The modifiers with Control and Command treated as one key, as on Linux desktops.
  var normalizedForLinux: EventModifiers {
    var result = subtracting([.capsLock, .numericPad])
    if !result.isDisjoint(with: [.control, .command]) { result.formUnion([.control, .command]) }
    return result
  }
}

/// A key press delivered to `onKeyPress` handlers.
public struct KeyPress: Hashable, Sendable {
  /// Whether a handler consumed the press.
  public enum Result: Hashable, Sendable { case handled, ignored }

  public var key: KeyEquivalent
  public var characters: String
  public var modifiers: EventModifiers

  public init(key: KeyEquivalent, characters: String, modifiers: EventModifiers) {
    (self.key, self.characters, self.modifiers) = (key, characters, modifiers)
  }
}

/// A wheel or touchpad scroll, in points (positive `delta.height` scrolls content up, toward later content).
public struct ScrollEvent: Hashable, Sendable {
  public var delta: CGSize
  /// The pointer location in host coordinates.
  public var location: CGPoint
  public var time: TimeInterval

  public init(delta: CGSize, location: CGPoint, time: TimeInterval) {
    (self.delta, self.location, self.time) = (delta, location, time)
  }
}
