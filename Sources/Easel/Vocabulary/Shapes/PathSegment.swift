import Foundation

/// One drawn piece of a path with its start point, so it can be measured, evaluated and cut.
struct PathSegment {
  enum Kind {
    case line
    case quadCurve(control: CGPoint)
    case curve(control1: CGPoint, control2: CGPoint)
  }

  let start: CGPoint
  let end: CGPoint
  let kind: Kind

  /// The point at parameter `t` (0 at the start, 1 at the end).
  func point(at t: CGFloat) -> CGPoint {
    let u = 1 - t
    switch kind {
    case .line:
      return CGPoint(x: u * start.x + t * end.x, y: u * start.y + t * end.y)
    case .quadCurve(let c):
      return CGPoint(
        x: u * u * start.x + 2 * u * t * c.x + t * t * end.x, y: u * u * start.y + 2 * u * t * c.y + t * t * end.y)
    case .curve(let c1, let c2):
      let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
      return CGPoint(
        x: a * start.x + b * c1.x + c * c2.x + d * end.x, y: a * start.y + b * c1.y + c * c2.y + d * end.y)
    }
  }

  /// Points along the segment, `pieces` steps apart in parameter, start included.
  func samples(_ pieces: Int) -> [CGPoint] {
    if case .line = kind { return [start, end] }
    return (0...pieces).map { point(at: CGFloat($0) / CGFloat(pieces)) }
  }

  /// The cumulative lengths of the sampled polyline, for mapping lengths to parameters.
  private var lengthTable: [CGFloat] {
    let points = samples(Self.curvePieces)
    var lengths: [CGFloat] = [0]
    for index in 1..<points.count { lengths.append(lengths[index - 1] + points[index - 1].distance(to: points[index])) }
    return lengths
  }

  /// How many straight pieces stand for a curve when it is measured or flattened.
  static let curvePieces = 24

  var length: CGFloat { lengthTable.last ?? 0 }

  /// The parameter at which the segment has run `distance` of its length.
  func parameter(atLength distance: CGFloat) -> CGFloat {
    let table = lengthTable
    guard let total = table.last, total > 0 else { return 0 }
    if distance <= 0 { return 0 }
    if distance >= total { return 1 }
    let index = table.firstIndex { $0 >= distance } ?? table.count - 1
    let (before, after) = (table[index - 1], table[index])
    let within = after > before ? (distance - before) / (after - before) : 0
    return (CGFloat(index - 1) + within) / CGFloat(table.count - 1)
  }

  /// The part between parameters `t0` and `t1`, as a path element that continues from `point(at: t0)`.
  func element(from t0: CGFloat, to t1: CGFloat) -> Path.Element {
    switch kind {
    case .line:
      return .line(to: point(at: t1))
    case .quadCurve(let c):
      // The control point of the sub-curve is where the tangents at its ends meet: the blossom at (t0, t1).
      let control = Self.lerp(Self.lerp(start, c, t0), Self.lerp(c, end, t0), t1)
      return .quadCurve(to: point(at: t1), control: control)
    case .curve(let c1, let c2):
      func blossom(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGPoint {
        let p01 = Self.lerp(start, c1, a)
        let p12 = Self.lerp(c1, c2, a)
        let p23 = Self.lerp(c2, end, a)
        let q0 = Self.lerp(p01, p12, b)
        let q1 = Self.lerp(p12, p23, b)
        return Self.lerp(q0, q1, c)
      }
      return .curve(to: point(at: t1), control1: blossom(t0, t0, t1), control2: blossom(t0, t1, t1))
    }
  }

  private static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
  }
}

extension Path {
  /// The path's drawn pieces grouped by subpath, each subpath with whether it is closed (a closing line is
  /// included as a segment).
  var subpathSegments: [(segments: [PathSegment], isClosed: Bool)] {
    var result: [(segments: [PathSegment], isClosed: Bool)] = []
    var current: [PathSegment] = []
    var start: CGPoint?
    var point: CGPoint?
    func finish(closed: Bool) {
      if !current.isEmpty || (closed && start != nil) { result.append((current, closed)) }
      current = []
    }
    for element in elements {
      switch element {
      case .move(let p):
        finish(closed: false)
        (start, point) = (p, p)
      case .line(let p):
        current.append(PathSegment(start: point ?? p, end: p, kind: .line))
        point = p
      case .quadCurve(let p, let c):
        current.append(PathSegment(start: point ?? p, end: p, kind: .quadCurve(control: c)))
        point = p
      case .curve(let p, let c1, let c2):
        current.append(PathSegment(start: point ?? p, end: p, kind: .curve(control1: c1, control2: c2)))
        point = p
      case .closeSubpath:
        if let start, let last = point, last != start {
          current.append(PathSegment(start: last, end: start, kind: .line))
        }
        finish(closed: true)
        point = start
      }
    }
    finish(closed: false)
    return result
  }
}
