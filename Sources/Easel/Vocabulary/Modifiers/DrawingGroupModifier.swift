import Foundation

/// Composites a view's drawing into an offscreen image: `drawingGroup(opaque:colorMode:)`.
struct DrawingGroupModifier: ViewModifier, PrimitiveModifier, Equatable {
  let isOpaque: Bool
  let colorMode: ColorRenderingMode
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> DrawingGroupNode { DrawingGroupNode(graph: graph) }
  func apply(to node: DrawingGroupNode) { node.apply(self) }
}

extension View {
  /// Composites this view's contents into an offscreen image before final display.
  ///
  /// While a transform from outside the group changes (a `scaleEffect`, `offset` or `rotationEffect` of a pinch, a
  /// pan, an animation) and the content does not, the content is one image, rasterized as it was last drawn, that
  /// the new transform moves and scales: a view drawn at great cost (thousands of colour-emoji glyphs) can be zoomed
  /// and panned frame after frame for the cost of one image draw. The image looks soft while it is scaled. When the
  /// content changes, or the outer transform has stayed the same for a fifth of a second, the content is drawn
  /// again at full resolution.
  ///
  /// Unlike SwiftUI, Easel draws the content directly (not through an image) at rest, which gives the same pixels
  /// for content drawn with normal blending, and keeps a change of one view inside the group as cheap as it is
  /// outside one. The image covers what the content draws near the visible area, also outside the view's frame;
  /// content too large for the renderer's image budget is drawn directly. Easel's Cairo renderer composites in
  /// 8-bit non-linear sRGB, whatever `colorMode` asks for.
  ///
  /// - Parameters:
  ///   - opaque: Whether the image is opaque. If `true`, every pixel the content draws must have alpha 1.
  ///   - colorMode: The working color space and storage format of the image.
  /// - Returns: A view that composites this view's contents into an offscreen image before display.
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    modifier(DrawingGroupModifier(isOpaque: opaque, colorMode: colorMode))
  }
}
