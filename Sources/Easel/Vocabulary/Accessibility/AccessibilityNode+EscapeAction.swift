import Foundation

/// A view's `accessibilityAction(.escape)` is what Escape does around it, from the keyboard as from a reader.
extension AccessibilityNode: EscapeActionNode {
  var escapeAction: (@MainActor () -> Void)? { properties.actions[.escape] }
}
