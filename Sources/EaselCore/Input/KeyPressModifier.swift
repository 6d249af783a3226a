import Foundation

/// Handles key presses: `onKeyPress(_:action:)`.
struct KeyPressModifier: ViewModifier, PrimitiveModifier {
  let keys: Set<KeyEquivalent>?
  let action: (KeyPress) -> KeyPress.Result
  package typealias Body = Never
  func makeNode(graph: ViewGraph) -> KeyPressNode { KeyPressNode(graph: graph) }
  func apply(to node: KeyPressNode) { node.apply(self) }
}
