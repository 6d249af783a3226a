import Foundation

/// The tooltip half of `help(_:)`: the text shown when the pointer rests over the view.
package struct HelpModifier: ViewModifier, PrimitiveModifier {
  let text: Text
  package typealias Body = Never

  package init(text: Text) { self.text = text }

  package func makeNode(graph: ViewGraph) -> HelpNode { HelpNode(graph: graph) }
  package func apply(to node: HelpNode) { node.text = text }
}

/// A view with a tooltip: once the pointer has rested over it for ``HelpTooltip/delay``, the graph's tooltip shows
/// its text.
package final class HelpNode: TransparentModifierNode {
  var text = Text(verbatim: "")
  /// When the pointer came over the view, while the tooltip waits to show.
  private var hoverStart: TimeInterval?

  /// The pointer came over the view (innermost of the `help` views under it): the wait starts.
  func hoverBegan() {
    hoverStart = graph.currentTime
    didStartAnimating()
  }

  /// The pointer left the view or pressed it: nothing more to wait for.
  func hoverEnded() { hoverStart = nil }

  package override func animationFrame(at time: TimeInterval) -> Bool {
    guard let hoverStart else { return false }
    guard time - hoverStart >= HelpTooltip.delay else { return true }
    self.hoverStart = nil
    graph.input.helpTooltip.show(text, in: environment, graph: graph)
    return false
  }

  package override func willUnmount() {
    super.willUnmount()
    graph.input.helpTooltip.forget(self)
  }
}

extension View {
  /// Shows `text` in a tooltip when the pointer rests over the view, as `help(_:)` does (the accessibility half
  /// is the vocabulary's).
  package func helpTooltip(_ text: Text) -> some View { modifier(HelpModifier(text: text)) }
}
