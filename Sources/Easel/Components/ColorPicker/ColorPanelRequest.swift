@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Opens the platform's colour panel, pointing at the view it modifies, each time `request` changes: the node
/// knows the window (its graph) and where the swatch is, which a view's body does not.
struct ColorPanelRequest: ViewModifier, PrimitiveModifier {
  let request: Int
  /// The picker's label, when it is text: the panel's title.
  let title: Text?
  let color: Color
  let supportsOpacity: Bool
  let choose: @MainActor (Color.Resolved) -> Void
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> ColorPanelRequestNode { ColorPanelRequestNode(graph: graph) }
  func apply(to node: ColorPanelRequestNode) { node.apply(self) }
}

/// Shows the colour panel when its modifier's request changes.
final class ColorPanelRequestNode: ModifierNode {
  private var request: Int?

  func apply(_ modifier: ColorPanelRequest) {
    defer { request = modifier.request }
    guard let request, request != modifier.request, let panel = environment.colorPanel else { return }
    let environment = self.environment
    let title = modifier.title.map { $0.resolvedString(in: environment) }
    panel.showColorPanel(
      title: title ?? "Color", color: modifier.color.resolve(in: environment),
      supportsOpacity: modifier.supportsOpacity, anchor: globalFrame, in: graph, choose: modifier.choose)
  }
}
