import Foundation

/// A resolved fill: a solid color, a gradient or a mesh in the item's local coordinates.
public enum Paint: Hashable, Sendable {
  case color(Color.Resolved)
  case linearGradient(stops: [GradientStop], start: CGPoint, end: CGPoint)
  case radialGradient(stops: [GradientStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
  case mesh(Mesh)

  /// A color stop of a resolved gradient.
  public struct GradientStop: Hashable, Sendable {
    public var color: Color.Resolved
    public var location: CGFloat
    public init(color: Color.Resolved, location: CGFloat) { (self.color, self.location) = (color, location) }
  }

  /// Whether the paint draws nothing: a color, or every stop of a gradient, fully transparent.
  ///
  /// Nodes skip recording such a fill and renderers skip drawing it, so both decide it here.
  public var isInvisible: Bool {
    switch self {
    case .color(let color): color.opacity <= 0
    case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _):
      stops.allSatisfy { $0.color.opacity <= 0 }
    case .mesh(let mesh): mesh.background.opacity <= 0 && mesh.colors.allSatisfy { $0.opacity <= 0 }
    }
  }

  /// The colour that stands for the paint where one colour must do (a symbol, text runs that Pango paints): the
  /// colour, a gradient's first stop, a mesh's first point.
  package var representativeColor: Color.Resolved {
    switch self {
    case .color(let color): color
    case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _):
      stops.min { $0.location < $1.location }?.color ?? Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)
    case .mesh(let mesh): mesh.colors.first ?? mesh.background
    }
  }

  /// The paint with its opacity multiplied.
  package func multiplyingOpacity(_ factor: Double) -> Paint {
    func scale(_ c: Color.Resolved) -> Color.Resolved {
      var c = c
      c.opacity *= Float(factor)
      return c
    }
    switch self {
    case .color(let c): return .color(scale(c))
    case .linearGradient(let stops, let s, let e):
      return .linearGradient(
        stops: stops.map { .init(color: scale($0.color), location: $0.location) }, start: s, end: e)
    case .radialGradient(let stops, let c, let r0, let r1):
      return .radialGradient(
        stops: stops.map { .init(color: scale($0.color), location: $0.location) }, center: c, startRadius: r0,
        endRadius: r1)
    case .mesh(var mesh):
      mesh.colors = mesh.colors.map(scale)
      mesh.background = scale(mesh.background)
      return .mesh(mesh)
    }
  }
}
