import Foundation

/// A key press delivered to `onKeyPress` handlers.
public struct KeyPress: Hashable, Sendable, Codable {
  /// Whether a handler consumed the press.
  public enum Result: Hashable, Sendable { case handled, ignored }

  public var key: KeyEquivalent
  public var characters: String
  public var modifiers: EventModifiers

  public init(key: KeyEquivalent, characters: String, modifiers: EventModifiers) {
    (self.key, self.characters, self.modifiers) = (key, characters, modifiers)
  }
}
