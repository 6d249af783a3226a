import Foundation

/// Modifier keys held during an event.
public struct EventModifiers: OptionSet, Hashable, Sendable, Codable {
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
  package var normalizedForLinux: EventModifiers {
    var result = subtracting([.capsLock, .numericPad])
    if !result.isDisjoint(with: [.control, .command]) { result.formUnion([.control, .command]) }
    return result
  }
}
