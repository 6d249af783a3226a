@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Runs a canvas's renderer when the canvas draws and records what it drew into the display list.
final class CanvasNode: ViewNode {
  private var renderer: ((inout GraphicsContext, CGSize) -> Void)?
  /// The type of the node's canvases, stored as the node is made so updates reach the view without a dynamic cast.
  private let canvasType: any CanvasDrawing.Type

  init(graph: ViewGraph, canvasType: any CanvasDrawing.Type) {
    self.canvasType = canvasType
    super.init(graph: graph)
  }

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    // A closure cannot be compared: every update may draw something new.
    renderer = viewAs(view, canvasType).renderer
    invalidateDisplay()
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  override func renderContent(into builder: inout DisplayListBuilder) {
    guard let renderer else { return }
    let layer = CanvasLayer()
    var context = GraphicsContext(
      layer: layer, environment: environment, textEngine: graph.textEngine,
      bounds: CGRect(origin: .zero, size: size))
    renderer(&context, size)
    CanvasCommand.record(layer.commands, into: &builder)
  }

  override func hitTestContent(_ point: CGPoint) -> ViewNode? {
    CGRect(origin: .zero, size: size).contains(point) ? self : nil
  }
}
