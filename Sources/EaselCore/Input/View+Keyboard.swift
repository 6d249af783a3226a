import Foundation

extension View {
  /// Runs `action` for presses of `key`; return `.handled` to stop the press there.
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
    modifier(KeyPressModifier(keys: [key], action: { _ in action() }))
  }

  /// Runs `action` for presses of any of `keys`.
  public func onKeyPress(keys: Set<KeyEquivalent>, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
    modifier(KeyPressModifier(keys: keys, action: action))
  }

  /// Runs `action` for every key press.
  public func onKeyPress(action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
    modifier(KeyPressModifier(keys: nil, action: action))
  }

  /// Performs the action of the control this modifies (a button's action, a toggle's switch) when `key` is pressed
  /// with `modifiers` (Ctrl on Linux for `.command`).
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
    modifier(KeyboardShortcutModifier(key: key, modifiers: modifiers))
  }

  /// Receives wheel and touchpad scrolls over the view (innermost first, as scroll views do); return true when the
  /// scroll was used, false to leave it to the views around. A canvas that pans by scrolling uses it; SwiftUI has
  /// no such modifier, as AppKit's views get scroll events themselves. Ctrl+scroll is not a scroll: it reaches
  /// `MagnifyGesture` as magnification.
  public func onScroll(_ action: @escaping (ScrollEvent) -> Bool) -> some View {
    modifier(ScrollHandlerModifier(action: action))
  }
}
