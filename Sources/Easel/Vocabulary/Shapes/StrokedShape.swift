import Foundation

/// A shape's outline as a shape: `stroke(style:)` and `stroke(lineWidth:)`.
///
/// Filling it draws the stroke of the shape it wraps, with the renderer's stroker; its own path, the outline's
/// area, serves hit testing, clipping and shapes made from it.
struct StrokedShape<Content: Shape>: Shape, StrokedShapeDrawing {
  let shape: Content
  let style: StrokeStyle

  func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

  var strokedShape: any Shape { shape }
}

/// A shape that fills as a stroke of another, so the shape node draws it as that stroke.
@MainActor
protocol StrokedShapeDrawing {
  /// The shape whose outline is stroked.
  var strokedShape: any Shape { get }
  /// How the outline is stroked.
  var style: StrokeStyle { get }
}
