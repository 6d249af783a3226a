import Foundation

/// A second shortcut of a menu command that the menu does not show (Ctrl+Y for Redo, as GNOME apps accept).
struct AlternateKeyboardShortcut: ViewModifier {
  let shortcut: KeyboardShortcut
  func body(content: Content) -> some View { content }
}

extension View {
  /// Gives the menu command in this view a second shortcut that the menu does not show.
  func alternateKeyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
    modifier(AlternateKeyboardShortcut(shortcut: shortcut))
  }
}
