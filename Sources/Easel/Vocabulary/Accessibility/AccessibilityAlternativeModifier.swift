import Foundation

/// Gives a view another view for assistive technologies to read (see ``AccessibilityAlternativeNode``).
struct AccessibilityAlternativeModifier<Alternative: View>: ViewModifier, PrimitiveModifier {
  let role: AccessibilityAlternativeNode.Role
  let alternative: Alternative?
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> AccessibilityAlternativeNode { AccessibilityAlternativeNode(graph: graph) }
  func apply(to node: AccessibilityAlternativeNode) { node.update(role: role, alternative: alternative) }
}
