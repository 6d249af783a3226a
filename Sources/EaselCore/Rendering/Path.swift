import Foundation

/// The outline of a 2D shape, built from lines and Bézier curves.
public struct Path: Hashable, Sendable {
  /// One step of a path.
  public enum Element: Hashable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  /// The elements of the path, in order.
  public private(set) var elements: [Element] = []

  /// An empty path.
  public init() {}
  /// A rectangle.
  public init(_ rect: CGRect) { addRect(rect) }
  /// A rounded rectangle.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }
  /// A rounded rectangle with elliptical corners.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }
  /// An ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
  /// A path built by `callback`.
  public init(_ callback: (inout Path) -> Void) { callback(&self) }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The current point, the end of the last element.
  public var currentPoint: CGPoint? {
    for element in elements.reversed() {
      switch element {
      case .move(let p), .line(let p): return p
      case .quadCurve(let p, _), .curve(let p, _, _): return p
      case .closeSubpath: return subpathStart
      }
    }
    return nil
  }

  private var subpathStart: CGPoint? {
    for element in elements.reversed() { if case .move(let p) = element { return p } }
    return nil
  }

  public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
  public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(to: point, control: control))
  }
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }
  public mutating func closeSubpath() { elements.append(.closeSubpath) }

  /// Adds a polyline.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Adds a closed rectangle.
  public mutating func addRect(_ rect: CGRect) {
    let r = rect.standardized
    addLines([
      CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
      CGPoint(x: r.minX, y: r.maxY),
    ])
    closeSubpath()
  }

  /// Adds a rectangle with rounded corners (circular arcs approximated by cubic curves).
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    let r = rect.standardized
    let rx = min(max(cornerSize.width, 0), r.width / 2)
    let ry = min(max(cornerSize.height, 0), r.height / 2)
    guard rx > 0, ry > 0 else { return addRect(r) }
    let k: CGFloat = style == .continuous ? 0.6 : 0.5522847498
    let (kx, ky) = (rx * k, ry * k)
    move(to: CGPoint(x: r.minX + rx, y: r.minY))
    addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
    addCurve(
      to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + kx, y: r.minY),
      control2: CGPoint(x: r.maxX, y: r.minY + ry - ky))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
    addCurve(
      to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + ky),
      control2: CGPoint(x: r.maxX - rx + kx, y: r.maxY))
    addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
    addCurve(
      to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - kx, y: r.maxY),
      control2: CGPoint(x: r.minX, y: r.maxY - ry + ky))
    addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
    addCurve(
      to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - ky),
      control2: CGPoint(x: r.minX + rx - kx, y: r.minY))
    closeSubpath()
  }

  /// Adds an ellipse inscribed in `rect`.
  public mutating func addEllipse(in rect: CGRect) {
    let r = rect.standardized
    let k: CGFloat = 0.5522847498
    let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ry * k),
      control2: CGPoint(x: cx + rx * k, y: cy + ry))
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - rx * k, y: cy + ry),
      control2: CGPoint(x: cx - rx, y: cy + ry * k))
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ry * k),
      control2: CGPoint(x: cx - rx * k, y: cy - ry))
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + rx * k, y: cy - ry),
      control2: CGPoint(x: cx + rx, y: cy - ry * k))
    closeSubpath()
  }

  /// Adds a circular arc; angles are measured clockwise on screen from the positive x axis, as in SwiftUI.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    var sweep = endAngle.radians - startAngle.radians
    // SwiftUI's `clockwise` refers to a flipped (y-up) coordinate system, so on screen it sweeps counterclockwise.
    if clockwise {
      while sweep > 0 { sweep -= 2 * .pi }
    } else {
      while sweep < 0 { sweep += 2 * .pi }
    }
    let start = CGPoint(
      x: center.x + radius * cos(startAngle.radians), y: center.y + radius * sin(startAngle.radians))
    if elements.isEmpty { move(to: start) } else { addLine(to: start) }
    let segments = max(1, Int(ceil(abs(sweep) / (.pi / 2))))
    let step = sweep / Double(segments)
    let k = 4.0 / 3.0 * tan(step / 4)
    var angle = startAngle.radians
    for _ in 0..<segments {
      let next = angle + step
      let p0 = CGPoint(x: cos(angle), y: sin(angle))
      let p3 = CGPoint(x: cos(next), y: sin(next))
      let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
      let c2 = CGPoint(x: p3.x + k * p3.y, y: p3.y - k * p3.x)
      func place(_ p: CGPoint) -> CGPoint { CGPoint(x: center.x + radius * p.x, y: center.y + radius * p.y) }
      addCurve(to: place(p3), control1: place(c1), control2: place(c2))
      angle = next
    }
  }

  /// Appends another path's elements.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    elements.append(contentsOf: path.applying(transform).elements)
  }

  /// Calls `body` for each element.
  public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

  /// The path with each point transformed.
  public func applying(_ transform: CGAffineTransform) -> Path {
    guard !transform.isIdentity else { return self }
    return mappingPoints { $0.applying(transform) }
  }

  /// The path with each point and control point mapped by `map`.
  func mappingPoints(_ map: (CGPoint) -> CGPoint) -> Path {
    var result = Path()
    result.elements = elements.map { element in
      switch element {
      case .move(let p): .move(to: map(p))
      case .line(let p): .line(to: map(p))
      case .quadCurve(let p, let c): .quadCurve(to: map(p), control: map(c))
      case .curve(let p, let c1, let c2): .curve(to: map(p), control1: map(c1), control2: map(c2))
      case .closeSubpath: .closeSubpath
      }
    }
    return result
  }

  /// The path moved by an offset.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

  /// The smallest rectangle holding every point and control point.
  public var boundingRect: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .quadCurve(let p, let c): points += [p, c]
      case .curve(let p, let c1, let c2): points += [p, c1, c2]
      case .closeSubpath: break
      }
    }
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for p in points {
      (minX, minY, maxX, maxY) = (min(minX, p.x), min(minY, p.y), max(maxX, p.x), max(maxY, p.y))
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether `point` is inside the path, by the non-zero winding rule or the even-odd rule.
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    var winding = 0
    for polygon in flattened() where polygon.count > 2 {
      for index in polygon.indices {
        let a = polygon[index]
        let b = polygon[(index + 1) % polygon.count]
        if a.y <= point.y {
          if b.y > point.y && cross(a, b, point) > 0 { winding += 1 }
        } else if b.y <= point.y && cross(a, b, point) < 0 {
          winding -= 1
        }
      }
    }
    return eoFill ? winding % 2 != 0 : winding != 0
  }

  private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }

  /// The subpaths as closed polygons, curves subdivided into line segments.
  package func flattened(segmentsPerCurve: Int = 12) -> [[CGPoint]] {
    var polygons: [[CGPoint]] = []
    var current: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let p):
        if !current.isEmpty { polygons.append(current) }
        current = [p]
      case .line(let p): current.append(p)
      case .quadCurve(let p, let c):
        let p0 = current.last ?? p
        for i in 1...segmentsPerCurve {
          let t = CGFloat(i) / CGFloat(segmentsPerCurve)
          let u = 1 - t
          current.append(
            CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
        }
      case .curve(let p, let c1, let c2):
        let p0 = current.last ?? p
        for i in 1...segmentsPerCurve {
          let t = CGFloat(i) / CGFloat(segmentsPerCurve)
          let u = 1 - t
          let x = u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
          let y = u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
          current.append(CGPoint(x: x, y: y))
        }
      case .closeSubpath:
        if !current.isEmpty { polygons.append(current) }
        current = []
      }
    }
    if !current.isEmpty { polygons.append(current) }
    return polygons
  }
}

/// How the corners of a rounded rectangle are drawn.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }
