import Foundation

/// `onHover`: tells the view when the pointer enters and leaves its frame.
struct HoverModifier: ViewModifier, PrimitiveModifier {
  let action: @MainActor (Bool) -> Void
  package typealias Body = Never
  func makeNode(graph: ViewGraph) -> HoverNode { HoverNode(graph: graph) }
  func apply(to node: HoverNode) { node.apply(self) }
}

final class HoverNode: TransparentModifierNode {
  private var action: (@MainActor (Bool) -> Void)?
  /// Whether the pointer was last seen over the view, so that leaving is reported once.
  var isHovered = false
  func apply(_ modifier: HoverModifier) { action = modifier.action }

  func setHovered(_ hovered: Bool) {
    guard hovered != isHovered else { return }
    isHovered = hovered
    action?(hovered)
  }

  override func willUnmount() {
    super.willUnmount()
    graph.input.pointerHover.forget(self)
  }
}

extension ViewGraph {
  /// Tells the `onHover` views of the window under `point` that the pointer is over them, and those it left that
  /// it is not. A modal presentation (an alert, a sheet) covers the window, so nothing below it is hovered.
  func updateHoverViews(at point: CGPoint?) {
    var hovered: [HoverNode] = []
    var help: HelpNode?
    if let point, !presentationLayers.contains(where: { !$0.isDismissing && ($0.style.isModal || $0.contains(point)) }),
      let hit = root?.hitTest(point)
    {
      let chain = sequence(first: hit, next: \.parent)
      hovered = chain.compactMap { $0 as? HoverNode }
      help = chain.lazy.compactMap { $0 as? HelpNode }.first
    }
    input.pointerHover.moved(over: hovered)
    input.helpTooltip.moved(over: help, at: point, graph: self)
  }
}

extension View {
  /// Runs `action` with `true` when the pointer moves over the view and `false` when it leaves, as in SwiftUI.
  public func onHover(perform action: @escaping @MainActor (Bool) -> Void) -> some View {
    modifier(HoverModifier(action: action))
  }
}
