import Foundation

extension Path {
  /// The area a stroke of the path in `style` covers, as a path to fill with the non-zero rule.
  ///
  /// Each straight piece of the flattened path becomes a rectangle and each corner a disc, all wound the same way,
  /// so filling them gives their union. Corners are round whatever `style.lineJoin` says and dashes are not cut:
  /// this outline serves hit testing, clipping and shapes built on it, while a stroke is drawn by the renderer's
  /// own stroker, exactly.
  public func strokedPath(_ style: StrokeStyle) -> Path {
    let halfWidth = style.lineWidth / 2
    guard halfWidth > 0, halfWidth.isFinite else { return Path() }
    var result = Path()
    for subpath in subpathSegments {
      var points: [CGPoint] = []
      for segment in subpath.segments {
        let samples = segment.samples(PathSegment.curvePieces)
        points += points.isEmpty ? samples : Array(samples.dropFirst())
      }
      points = points.enumerated().filter { $0.offset == 0 || $0.element != points[$0.offset - 1] }.map(\.element)
      Self.addOutline(of: points, closed: subpath.isClosed, halfWidth: halfWidth, cap: style.lineCap, to: &result)
    }
    return result
  }

  private static func addOutline(
    of points: [CGPoint], closed: Bool, halfWidth: CGFloat, cap: CGLineCap, to result: inout Path
  ) {
    guard let first = points.first, let last = points.last else { return }
    var points = points
    if closed && first != last { points.append(first) }
    if !closed && cap == .square && points.count > 1 {
      points[0] = extend(points[0], awayFrom: points[1], by: halfWidth)
      points[points.count - 1] = extend(points[points.count - 1], awayFrom: points[points.count - 2], by: halfWidth)
    }
    for index in points.indices.dropLast() {
      let (a, b) = (points[index], points[index + 1])
      let length = a.distance(to: b)
      guard length > 0 else { continue }
      let normal = CGPoint(x: -(b.y - a.y) / length * halfWidth, y: (b.x - a.x) / length * halfWidth)
      result.move(to: CGPoint(x: a.x + normal.x, y: a.y + normal.y))
      result.addLine(to: CGPoint(x: b.x + normal.x, y: b.y + normal.y))
      result.addLine(to: CGPoint(x: b.x - normal.x, y: b.y - normal.y))
      result.addLine(to: CGPoint(x: a.x - normal.x, y: a.y - normal.y))
      result.closeSubpath()
    }
    let corners = closed || points.count < 2 ? points : Array(points.dropFirst().dropLast())
    for corner in corners { addDisc(at: corner, radius: halfWidth, to: &result) }
    if !closed && cap == .round && points.count > 1 {
      addDisc(at: points[0], radius: halfWidth, to: &result)
      addDisc(at: points[points.count - 1], radius: halfWidth, to: &result)
    }
  }

  private static func extend(_ end: CGPoint, awayFrom neighbour: CGPoint, by distance: CGFloat) -> CGPoint {
    let length = end.distance(to: neighbour)
    guard length > 0 else { return end }
    return CGPoint(
      x: end.x + (end.x - neighbour.x) / length * distance, y: end.y + (end.y - neighbour.y) / length * distance)
  }

  /// A disc wound as the rectangles are (negative angles), so the non-zero rule unites them.
  private static func addDisc(at center: CGPoint, radius: CGFloat, to result: inout Path) {
    let steps = 16
    for step in 0..<steps {
      let angle = -2 * CGFloat.pi * CGFloat(step) / CGFloat(steps)
      let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      if step == 0 { result.move(to: point) } else { result.addLine(to: point) }
    }
    result.closeSubpath()
  }
}
