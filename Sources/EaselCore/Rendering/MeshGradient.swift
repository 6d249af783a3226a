import Foundation

/// A two-dimensional gradient: a grid of points, each with a colour, the colours blended across each cell
/// between its four corners (iOS 18's `MeshGradient`).
///
/// Points are unit coordinates of the filled bounds, row by row, `width` points to a row and `height` rows. Cairo
/// draws each cell as a mesh patch with straight edges, blending its corners' colours bilinearly, so
/// `smoothsColors` is accepted and the cells' colours meet with their edges' colours rather than with the cubic
/// smoothing SwiftUI uses.
public struct MeshGradient: ShapeStyle, Equatable {
  /// The number of points in a row.
  public var width: Int
  /// The number of rows.
  public var height: Int
  /// The points, row by row, in unit coordinates of the filled bounds.
  public var points: [SIMD2<Float>]
  /// The colour of each point.
  public var colors: [Color]
  /// What is drawn where the mesh does not cover the bounds.
  public var background: Color
  /// Whether colours blend smoothly across cells; Easel blends each cell bilinearly either way.
  public var smoothsColors: Bool

  /// A mesh of `width` by `height` points with a colour each.
  public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true
  ) {
    (self.width, self.height, self.points, self.colors) = (width, height, points, colors)
    (self.background, self.smoothsColors) = (background, smoothsColors)
  }

  public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    let count = max(0, min(width * height, points.count, colors.count))
    let localPoints = points.prefix(count).map { point in
      CGPoint(x: bounds.minX + CGFloat(point.x) * bounds.width, y: bounds.minY + CGFloat(point.y) * bounds.height)
    }
    let mesh = Paint.Mesh(
      width: width, height: height, points: localPoints,
      colors: colors.prefix(count).map { $0.resolve(in: environment) }, background: background.resolve(in: environment))
    return .mesh(mesh)
  }
}

extension Paint {
  /// A resolved mesh gradient: a grid of points in the item's local coordinates, each with a colour.
  public struct Mesh: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var points: [CGPoint]
    public var colors: [Color.Resolved]
    public var background: Color.Resolved

    public init(width: Int, height: Int, points: [CGPoint], colors: [Color.Resolved], background: Color.Resolved) {
      (self.width, self.height, self.points, self.colors, self.background) = (width, height, points, colors, background)
    }

    /// The cells of the mesh, each its four corners clockwise from the top left (indexes into `points` and
    /// `colors`); none when the points do not fill the grid.
    public var cells: [[Int]] {
      guard width >= 2, height >= 2, points.count >= width * height, colors.count >= width * height else { return [] }
      return (0..<(height - 1)).flatMap { row in
        (0..<(width - 1)).map { column in
          let topLeft = row * width + column
          return [topLeft, topLeft + 1, topLeft + width + 1, topLeft + width]
        }
      }
    }
  }
}
