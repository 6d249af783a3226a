import Foundation

/// The node of `keyboardShortcut(_:modifiers:)`: matches key presses, and performs the action of the control it
/// modifies, as SwiftUI's shortcuts do: a button's action, a toggle's switch. It finds the action the control
/// declares (its default accessibility action), not a point to click, so a view drawn over the control cannot take
/// the shortcut, and a view that is no control (a `Text` with a tap gesture) has none, as in SwiftUI.
package final class KeyboardShortcutNode: ModifierNode {
  package override var inputRoles: [Any.Type] { [KeyboardShortcutNode.self] }
  private(set) var shortcut: KeyboardShortcutModifier?
  func apply(_ modifier: KeyboardShortcutModifier) { shortcut = modifier }

  func matches(_ press: KeyPress) -> Bool {
    guard let shortcut else { return false }
    return KeyboardShortcut(shortcut.key, modifiers: shortcut.modifiers).matches(press)
  }

  /// The action of the control the shortcut modifies: the first control inside it in drawing order, by the
  /// default action the control itself declares (not one an app added for assistive technologies).
  var controlAction: (@MainActor () -> Void)? {
    var found: (@MainActor () -> Void)?
    visitDisplayed { node in
      guard found == nil else { return false }
      if let node = node as? any ControlActionNode, let action = node.controlDefaultAction {
        found = action
        return false
      }
      return true
    }
    return found
  }
}
