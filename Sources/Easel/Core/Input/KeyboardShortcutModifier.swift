import Foundation

/// A keyboard shortcut that performs the action of the control it modifies: `keyboardShortcut(_:modifiers:)`.
struct KeyboardShortcutModifier: ViewModifier, PrimitiveModifier {
  let key: KeyEquivalent
  let modifiers: EventModifiers
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> KeyboardShortcutNode { KeyboardShortcutNode(graph: graph) }
  func apply(to node: KeyboardShortcutNode) { node.apply(self) }
}
