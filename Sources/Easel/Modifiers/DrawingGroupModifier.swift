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
  /// The content is drawn once into an image at its own resolution (its coordinates times the display's scale)
  /// and the image is drawn through the transforms outside the group. The image is drawn again only when the
  /// content changes: a `scaleEffect`, `rotationEffect` or `offset` applied outside the group moves and scales the
  /// image, so a view drawn at great cost (thousands of colour-emoji glyphs) can be zoomed frame after frame for
  /// the cost of one image draw, and looks soft while it is enlarged, as SwiftUI's drawing groups do.
  ///
  /// Unlike SwiftUI, the image covers all the content draws, also outside the view's frame, rather than the frame
  /// alone; content too large for the renderer's image budget is drawn directly, without an image. Easel's Cairo
  /// renderer composites in 8-bit non-linear sRGB, whatever `colorMode` asks for.
  ///
  /// - Parameters:
  ///   - opaque: Whether the image is opaque. If `true`, every pixel the content draws must have alpha 1.
  ///   - colorMode: The working color space and storage format of the image.
  /// - Returns: A view that composites this view's contents into an offscreen image before display.
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    modifier(DrawingGroupModifier(isOpaque: opaque, colorMode: colorMode))
  }
}
