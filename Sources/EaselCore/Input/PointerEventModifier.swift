import Foundation

/// Receives the raw pointer events of presses that hit the view or its subviews. The gesture system plugs in
/// here; apps use gestures instead.
struct PointerEventModifier: ViewModifier, PrimitiveModifier {
  let handler: @MainActor (PointerEvent) -> Void
  package typealias Body = Never
  func makeNode(graph: ViewGraph) -> PointerEventNode { PointerEventNode(graph: graph) }
  func apply(to node: PointerEventNode) { node.apply(self) }
}

final class PointerEventNode: TransparentModifierNode {
  private var handler: (@MainActor (PointerEvent) -> Void)?

  func apply(_ modifier: PointerEventModifier) { handler = modifier.handler }

  override func handlePointer(_ event: PointerEvent) { handler?(event) }
}

extension View {
  /// Calls `handler` for each pointer event of presses that began on this view or its subviews.
  package func onPointerEvent(_ handler: @escaping @MainActor (PointerEvent) -> Void) -> some View {
    modifier(PointerEventModifier(handler: handler))
  }
}
