import Foundation

/// A node that declares what Escape does for the view it modifies (SwiftUI's `accessibilityAction(.escape)`): the
/// accessibility modifier's node, in the vocabulary layer. Escape, from the keyboard or an assistive technology,
/// goes to the nearest such view around the focus before it dismisses a presentation, as UIKit sends
/// `accessibilityPerformEscape` up from the focused element.
@MainActor
package protocol EscapeActionNode: ViewNode {
  /// The escape action the view was given, or nil when this node gives none.
  var escapeAction: (@MainActor () -> Void)? { get }
}

extension ViewGraph {
  /// The escape action of the nearest view around `focused` (itself included) that has one and is enabled, below
  /// `scope` (a presentation layer, or the window's content).
  package func escapeAction(around focused: ViewNode?, below scope: ViewNode) -> (@MainActor () -> Void)? {
    guard let focused, scope.contains(focused) else { return nil }
    var node: ViewNode? = focused
    while let current = node, current !== scope {
      if let escaping = current as? any EscapeActionNode, current.environment.isEnabled,
        let action = escaping.escapeAction
      {
        return action
      }
      node = current.parent
    }
    return nil
  }
}
