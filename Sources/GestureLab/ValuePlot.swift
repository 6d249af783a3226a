import Easel

/// A gesture's values along time, as a line through points given in unit coordinates (0…1, y up).
struct ValuePlot: Shape {
  let points: [CGPoint]

  func path(in rect: CGRect) -> Path {
    var path = Path()
    for (index, point) in points.enumerated() {
      let location = CGPoint(x: rect.minX + point.x * rect.width, y: rect.maxY - point.y * rect.height)
      if index == 0 { path.move(to: location) } else { path.addLine(to: location) }
    }
    return path
  }
}
