import Foundation

/// A keyboard shortcut that performs the action of the control it modifies: `keyboardShortcut(_:modifiers:)`.
package struct KeyboardShortcutModifier: ViewModifier, PrimitiveModifier {
  package let key: KeyEquivalent
  package let modifiers: EventModifiers
  package typealias Body = Never
  package func makeNode(graph: ViewGraph) -> KeyboardShortcutNode { KeyboardShortcutNode(graph: graph) }
  package func apply(to node: KeyboardShortcutNode) { node.apply(self) }
}
