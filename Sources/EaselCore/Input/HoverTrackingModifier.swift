import Foundation

/// Tells its content when the pointer enters and leaves it inside a presentation (menu items highlight under the
/// pointer).
struct HoverTrackingModifier: ViewModifier, PrimitiveModifier {
  let action: @MainActor (Bool) -> Void
  package typealias Body = Never
  func makeNode(graph: ViewGraph) -> HoverTrackingNode { HoverTrackingNode(graph: graph) }
  func apply(to node: HoverTrackingNode) { node.apply(self) }
}

final class HoverTrackingNode: TransparentModifierNode {
  private var action: (@MainActor (Bool) -> Void)?
  func apply(_ modifier: HoverTrackingModifier) { action = modifier.action }
  func hoverChanged(_ isHovering: Bool) { action?(isHovering) }
}

extension View {
  /// Runs `action` with true when the pointer enters the view and false when it leaves.
  package func onPresentationHover(_ action: @escaping @MainActor (Bool) -> Void) -> some View {
    modifier(HoverTrackingModifier(action: action))
  }
}
