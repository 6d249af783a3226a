@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Records what a view says to assistive technologies, in the node tree, for the accessibility bridge and for
/// tests.
struct AccessibilityModifier: ViewModifier, PrimitiveModifier {
  let change: (inout AccessibilityProperties) -> Void
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> AccessibilityNode { AccessibilityNode(graph: graph) }
  func apply(to node: AccessibilityNode) {
    var properties = AccessibilityProperties()
    change(&properties)
    node.properties = properties
  }
}

/// The node of an accessibility modifier: lays its content out as it is and keeps the modifier's properties.
final class AccessibilityNode: ModifierNode {
  var properties = AccessibilityProperties()
}
