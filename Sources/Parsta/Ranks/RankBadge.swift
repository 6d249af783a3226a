import Easel
import Foundation

/// A rank's badge, drawn with shapes: each rank has its own outline, colours and emblem, so that the seven read
/// apart at a glance, even small.
///
/// | Rank | Outline | Emblem |
/// |---|---|---|
/// | Seedling | circle | sprout |
/// | Apprentice | shield | two chevrons |
/// | Explorer | octagon | compass rose |
/// | Builder | hexagon | hammer |
/// | Expert | rosette | star |
/// | Architect | diamond | temple |
/// | Master | seal | crown |
public struct RankBadge: View {
  /// The rank shown.
  public let rank: Rank
  /// The badge's width and height, in points.
  public let size: CGFloat

  public init(rank: Rank, size: CGFloat) { (self.rank, self.size) = (rank, size) }

  public var body: some View {
    let style = RankBadgeStyle.of(level: rank.level)
    ZStack {
      RankBadgeOutline(level: rank.level)
        .fill(LinearGradient(colors: [style.light, style.dark], startPoint: .top, endPoint: .bottom))
      RankBadgeOutline(level: rank.level, inset: 0.09)
        .stroke(Color.white.opacity(0.55), lineWidth: max(1, size * 0.035))
      RankBadgeEmblem(level: rank.level)
        .fill(Color.white, style: FillStyle(eoFill: RankBadgeEmblem.isEvenOdd(level: rank.level)))
        .shadow(color: style.dark.opacity(0.6), radius: max(0.5, size * 0.02), y: max(0.5, size * 0.02))
    }
    .frame(width: size, height: size)
  }
}

/// A badge's two gradient colours.
struct RankBadgeStyle {
  let light: Color
  let dark: Color

  static func of(level: Int) -> RankBadgeStyle {
    let colours: [(Float, Float, Float, Float, Float, Float)] = [
      (0.56, 0.84, 0.42, 0.20, 0.58, 0.30),  // Seedling: spring green
      (0.38, 0.77, 0.93, 0.13, 0.47, 0.76),  // Apprentice: sky blue
      (0.52, 0.58, 0.97, 0.30, 0.30, 0.76),  // Explorer: indigo
      (1.00, 0.71, 0.30, 0.88, 0.43, 0.13),  // Builder: orange
      (0.80, 0.52, 0.96, 0.52, 0.27, 0.78),  // Expert: violet
      (1.00, 0.50, 0.46, 0.80, 0.21, 0.29),  // Architect: coral
      (1.00, 0.84, 0.33, 0.86, 0.55, 0.07),  // Master: gold
    ]
    let c = colours[min(max(level, 0), colours.count - 1)]
    return RankBadgeStyle(
      light: Color(red: Double(c.0), green: Double(c.1), blue: Double(c.2)),
      dark: Color(red: Double(c.3), green: Double(c.4), blue: Double(c.5)))
  }
}

/// Points in a rectangle's unit square: (0, 0) its top-left corner, (1, 1) its bottom-right.
private struct UnitSpace {
  let rect: CGRect
  func callAsFunction(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
    CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
  }
  /// A regular polygon (or a star, with `inner`) around the centre, its first point straight up.
  func polygon(_ count: Int, radius: CGFloat, inner: CGFloat? = nil, rotation: Double = 0) -> [CGPoint] {
    let steps = inner == nil ? count : count * 2
    return (0..<steps).map { index in
      let angle = -Double.pi / 2 + rotation + Double(index) * 2 * .pi / Double(steps)
      let r = (inner != nil && index % 2 == 1) ? inner! : radius
      return self(0.5 + r * cos(angle), 0.5 + r * sin(angle))
    }
  }
}

extension Path {
  fileprivate mutating func addPolygon(_ points: [CGPoint]) {
    addLines(points)
    closeSubpath()
  }

  fileprivate mutating func addBox(_ space: UnitSpace, _ x0: CGFloat, _ y0: CGFloat, _ x1: CGFloat, _ y1: CGFloat) {
    addPolygon([space(x0, y0), space(x1, y0), space(x1, y1), space(x0, y1)])
  }
}

/// A badge's outline, in the square it is given; `inset` shrinks it towards the centre (a fraction of the side).
struct RankBadgeOutline: Shape {
  let level: Int
  var inset: CGFloat = 0

  func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    let square = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    let u = UnitSpace(rect: square.insetBy(dx: side * inset, dy: side * inset))
    var path = Path()
    switch level {
    case 0:
      path.addEllipse(in: u.rect.insetBy(dx: u.rect.width * 0.02, dy: u.rect.height * 0.02))
    case 1:
      path.move(to: u(0.5, 0.02))
      path.addLine(to: u(0.92, 0.17))
      path.addLine(to: u(0.92, 0.48))
      path.addCurve(to: u(0.5, 0.98), control1: u(0.92, 0.74), control2: u(0.72, 0.9))
      path.addCurve(to: u(0.08, 0.48), control1: u(0.28, 0.9), control2: u(0.08, 0.74))
      path.addLine(to: u(0.08, 0.17))
      path.closeSubpath()
    case 2:
      path.addPolygon(u.polygon(8, radius: 0.5, rotation: .pi / 8))
    case 3:
      path.addPolygon(u.polygon(6, radius: 0.5))
    case 4:
      path.addPolygon(u.polygon(12, radius: 0.5, inner: 0.43))
    case 5:
      // A rounded square turned on its corner; its diagonal spans the square.
      let half = u.rect.width * 0.5 / 2.squareRoot() * 1.08
      let centre = u(0.5, 0.5)
      let square = Path(
        roundedRect: CGRect(x: centre.x - half, y: centre.y - half, width: half * 2, height: half * 2),
        cornerRadius: half * 0.3)
      let turn = CGAffineTransform(translationX: centre.x, y: centre.y).rotated(by: .pi / 4)
        .translatedBy(x: -centre.x, y: -centre.y)
      path.addPath(square, transform: turn)
    default:
      path.addPolygon(u.polygon(20, radius: 0.5, inner: 0.45))
    }
    return path
  }
}

/// A badge's emblem, in white over its outline.
struct RankBadgeEmblem: Shape {
  let level: Int

  /// Whether the emblem has holes cut by even-odd filling (the compass's ring).
  static func isEvenOdd(level: Int) -> Bool { level == 2 }

  func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    let u = UnitSpace(rect: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    var path = Path()
    switch level {
    case 0:  // A sprout: a stem, two leaves and a mound of soil.
      path.addBox(u, 0.475, 0.44, 0.525, 0.72)
      path.move(to: u(0.49, 0.55))
      path.addQuadCurve(to: u(0.22, 0.36), control: u(0.24, 0.58))
      path.addQuadCurve(to: u(0.49, 0.55), control: u(0.44, 0.3))
      path.closeSubpath()
      path.move(to: u(0.51, 0.47))
      path.addQuadCurve(to: u(0.8, 0.24), control: u(0.54, 0.2))
      path.addQuadCurve(to: u(0.51, 0.47), control: u(0.82, 0.48))
      path.closeSubpath()
      path.move(to: u(0.3, 0.78))
      path.addQuadCurve(to: u(0.7, 0.78), control: u(0.5, 0.64))
      path.closeSubpath()
    case 1:  // Two chevrons, a soldier's stripes.
      for top in [0.3, 0.5] as [CGFloat] {
        path.addPolygon([
          u(0.28, top), u(0.5, top + 0.14), u(0.72, top), u(0.72, top + 0.1), u(0.5, top + 0.24), u(0.28, top + 0.1),
        ])
      }
    case 2:  // A compass rose in a ring (filled even-odd, so the ring is hollow).
      path.addEllipse(in: CGRect(origin: u(0.16, 0.16), size: CGSize(width: side * 0.68, height: side * 0.68)))
      path.addEllipse(in: CGRect(origin: u(0.215, 0.215), size: CGSize(width: side * 0.57, height: side * 0.57)))
      // Long points north, east, south and west, short ones between: one outline, so it never overlaps itself.
      let radii: [CGFloat] = [0.25, 0.05, 0.14, 0.05]
      path.addPolygon(
        (0..<16).map { index in
          let angle = -Double.pi / 2 + Double(index) * .pi / 8
          return u(0.5 + radii[index % 4] * cos(angle), 0.5 + radii[index % 4] * sin(angle))
        })
    case 3:  // A hammer, tilted as if about to strike.
      var hammer = Path()
      hammer.addBox(u, 0.46, 0.36, 0.54, 0.8)
      hammer.move(to: u(0.26, 0.22))
      hammer.addLine(to: u(0.66, 0.22))
      hammer.addQuadCurve(to: u(0.8, 0.3), control: u(0.76, 0.22))
      hammer.addLine(to: u(0.8, 0.36))
      hammer.addLine(to: u(0.26, 0.36))
      hammer.closeSubpath()
      let centre = u(0.5, 0.5)
      let turn = CGAffineTransform(translationX: centre.x, y: centre.y).rotated(by: -.pi / 6)
        .translatedBy(x: -centre.x, y: -centre.y)
      path.addPath(hammer, transform: turn)
    case 4:  // A five-pointed star.
      path.addPolygon(u.polygon(5, radius: 0.3, inner: 0.125))
    case 5:  // A temple front: pediment, three columns, a base.
      path.addPolygon([u(0.22, 0.38), u(0.5, 0.2), u(0.78, 0.38)])
      for left in [0.28, 0.455, 0.63] as [CGFloat] { path.addBox(u, left, 0.42, left + 0.09, 0.68) }
      path.addBox(u, 0.22, 0.71, 0.78, 0.78)
    default:  // A crown with three jewels.
      path.addPolygon([
        u(0.24, 0.66), u(0.22, 0.36), u(0.37, 0.49), u(0.5, 0.3), u(0.63, 0.49), u(0.78, 0.36), u(0.76, 0.66),
      ])
      path.addBox(u, 0.24, 0.69, 0.76, 0.76)
      for (x, y) in [(0.22, 0.33), (0.5, 0.27), (0.78, 0.33)] as [(CGFloat, CGFloat)] {
        path.addEllipse(
          in: CGRect(origin: u(x - 0.045, y - 0.045), size: CGSize(width: side * 0.09, height: side * 0.09)))
      }
    }
    return path
  }
}
