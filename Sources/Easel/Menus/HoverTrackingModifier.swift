import Foundation

/// Tells its content when the pointer enters and leaves it inside a presentation (menu items highlight under the
/// pointer).
struct HoverTrackingModifier: ViewModifier, PrimitiveModifier {
  let action: @MainActor (Bool) -> Void
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> ModifierNode { HoverTrackingNode(graph: graph) }
}

final class HoverTrackingNode: TransparentModifierNode {
  private var action: (@MainActor (Bool) -> Void)?
  override func apply(_ modifier: Any) { action = (modifier as! HoverTrackingModifier).action }
  func hoverChanged(_ isHovering: Bool) { action?(isHovering) }
}

extension View {
  /// Runs `action` with true when the pointer enters the view and false when it leaves.
  func onPresentationHover(_ action: @escaping @MainActor (Bool) -> Void) -> some View {
    modifier(HoverTrackingModifier(action: action))
  }
}
