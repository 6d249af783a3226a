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
