import Foundation

/// Marks the presentation containing its content as not dismissable by Escape or an outside press.
struct InteractiveDismissModifier: ViewModifier, PrimitiveModifier {
  let isDisabled: Bool
  package typealias Body = Never
  func makeNode(graph: ViewGraph) -> InteractiveDismissNode { InteractiveDismissNode(graph: graph) }
  func apply(to node: InteractiveDismissNode) { node.apply(self) }
}

/// Read by the presentation layer when Escape is pressed.
final class InteractiveDismissNode: TransparentModifierNode {
  private(set) var isDisabled = false
  func apply(_ modifier: InteractiveDismissModifier) { isDisabled = modifier.isDisabled }
}

extension View {
  /// Keeps the sheet or cover that shows this view from being dismissed by Escape; `dismiss()` and the
  /// presenting binding still dismiss it.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    modifier(InteractiveDismissModifier(isDisabled: isDisabled))
  }
}
