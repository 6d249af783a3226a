import Foundation

/// A key on the keyboard: a character, or a special key.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral, Codable {
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
  /// F5, which performs a view's `refreshable` action, as it reloads in GNOME's apps. SwiftUI has no name for it:
  /// its character is AppKit's (`NSF5FunctionKey`).
  package static let f5 = KeyEquivalent("\u{F708}")
  /// F10, which opens a window's menu bar, as in GTK apps. SwiftUI has no name for it: its character is AppKit's
  /// (`NSF10FunctionKey`).
  package static let f10 = KeyEquivalent("\u{F70D}")

  /// Reads the key from its character, as an input trace stores it.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let character = text.first, text.count == 1 else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "A key is one character, not \"\(text)\""))
    }
    self.init(character)
  }

  /// Writes the key as its character.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(String(character))
  }
}
