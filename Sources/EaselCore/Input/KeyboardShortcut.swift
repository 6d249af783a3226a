import Foundation

/// A key with modifiers that activates a button: `keyboardShortcut(_:)`.
public struct KeyboardShortcut: Hashable, Sendable {
  /// The key.
  public var key: KeyEquivalent
  /// The modifier keys held with it.
  public var modifiers: EventModifiers

  /// A shortcut of `key` with `modifiers` (Ctrl on Linux for `.command`).
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    (self.key, self.modifiers) = (key, modifiers)
  }

  /// The shortcut as GTK writes it in menus: "Ctrl+S", "Shift+Ctrl+Z", "Delete".
  public var displayName: String {
    let modifiers = modifiers.normalizedForLinux
    var parts: [String] = []
    if modifiers.contains(.shift) { parts.append("Shift") }
    if modifiers.contains(.control) { parts.append("Ctrl") }
    if modifiers.contains(.option) { parts.append("Alt") }
    parts.append(key.displayName)
    return parts.joined(separator: "+")
  }

  /// Whether `press` is this shortcut: the same key (either case) with the same modifiers, Ctrl and Command being
  /// one key on Linux.
  public func matches(_ press: KeyPress) -> Bool {
    key.character.lowercased() == press.key.character.lowercased()
      && modifiers.normalizedForLinux == press.modifiers.normalizedForLinux
  }

  /// Return: the default button of a window, sheet or alert, drawn prominent.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape: the button that cancels.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

private struct KeyboardShortcutKey: EnvironmentKey { static let defaultValue: KeyboardShortcut? = nil }

extension EnvironmentValues {
  /// The keyboard shortcut that buttons in this environment are activated with.
  public var keyboardShortcut: KeyboardShortcut? {
    get { self[KeyboardShortcutKey.self] }
    set { self[KeyboardShortcutKey.self] = newValue }
  }
}

extension View {
  /// Activates the button in this view with `shortcut`; `.defaultAction` also draws it as the default button.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
    environment(\.keyboardShortcut, shortcut)
      .keyboardShortcut(shortcut.key, modifiers: shortcut.modifiers)
  }

}
