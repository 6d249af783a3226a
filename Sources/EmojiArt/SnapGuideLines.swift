import Easel

/// The smart guides a drag has snapped to, drawn across the whole canvas as lines one pixel wide.
///
/// The guides are read here, not by the canvas, so that reaching or leaving a guide runs this body alone.
struct SnapGuideLines: View {
  let drag: EmojiDragTracker
  let geometry: CanvasGeometry
  let color: Color
  @Environment(\.displayScale) private var displayScale

  var body: some View {
    let guides = drag.guides
    let verticals = guides.verticals.map { geometry.viewPoint(CGPoint(x: $0, y: 0)).x }
    let horizontals = guides.horizontals.map { geometry.viewPoint(CGPoint(x: 0, y: $0)).y }
    Lines(verticals: verticals, horizontals: horizontals, pixel: 1 / max(1, displayScale))
      .fill(color)
      .allowsHitTesting(false)
  }

  /// Full-length lines at view coordinates, each covering the one whole pixel its coordinate falls in, not half of
  /// two.
  private struct Lines: Shape {
    let verticals: [CGFloat]
    let horizontals: [CGFloat]
    let pixel: CGFloat

    func path(in rect: CGRect) -> Path {
      var path = Path()
      for x in verticals {
        path.addRect(CGRect(x: aligned(x), y: rect.minY, width: pixel, height: rect.height))
      }
      for y in horizontals {
        path.addRect(CGRect(x: rect.minX, y: aligned(y), width: rect.width, height: pixel))
      }
      return path
    }

    private func aligned(_ coordinate: CGFloat) -> CGFloat { (coordinate / pixel).rounded(.down) * pixel }
  }
}
