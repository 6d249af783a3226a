import Foundation

/// Handles key presses: `onKeyPress(_:action:)`.
struct KeyPressModifier: ViewModifier, PrimitiveModifier {
  let keys: Set<KeyEquivalent>?
  let action: (KeyPress) -> KeyPress.Result
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> KeyPressNode { KeyPressNode(graph: graph) }
  func apply(to node: KeyPressNode) { node.apply(self) }
}

final class KeyPressNode: TransparentModifierNode {
  private var modifier: KeyPressModifier?
  func apply(_ modifier: KeyPressModifier) { self.modifier = modifier }

  func handle(_ press: KeyPress) -> KeyPress.Result {
    guard let modifier, modifier.keys?.contains(press.key) ?? true else { return .ignored }
    return modifier.action(press)
  }
}

/// A keyboard shortcut that activates the view as a tap on it would: `keyboardShortcut(_:modifiers:)`.
struct KeyboardShortcutModifier: ViewModifier, PrimitiveModifier {
  let key: KeyEquivalent
  let modifiers: EventModifiers
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> KeyboardShortcutNode { KeyboardShortcutNode(graph: graph) }
  func apply(to node: KeyboardShortcutNode) { node.apply(self) }
}

final class KeyboardShortcutNode: ModifierNode {
  private(set) var shortcut: KeyboardShortcutModifier?
  func apply(_ modifier: KeyboardShortcutModifier) { shortcut = modifier }

  func matches(_ press: KeyPress) -> Bool {
    guard let shortcut else { return false }
    return KeyboardShortcut(shortcut.key, modifiers: shortcut.modifiers).matches(press)
  }
}

/// Handles scrolls: the hook scroll views use.
struct ScrollHandlerModifier: ViewModifier, PrimitiveModifier {
  let action: (ScrollEvent) -> Bool
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> ScrollHandlerNode { ScrollHandlerNode(graph: graph) }
  func apply(to node: ScrollHandlerNode) { node.apply(self) }
}

final class ScrollHandlerNode: TransparentModifierNode, ScrollEventReceiver {
  private var action: ((ScrollEvent) -> Bool)?
  func apply(_ modifier: ScrollHandlerModifier) { action = modifier.action }
  func handle(_ event: ScrollEvent) -> Bool { action?(event) ?? false }
}

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

  /// Activates the view, as a tap on it would, when `key` is pressed with `modifiers` (Ctrl on Linux for
  /// `.command`).
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
