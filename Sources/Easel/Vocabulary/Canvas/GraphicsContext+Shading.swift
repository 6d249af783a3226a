@_spi(ForEaselOnly) import EaselCore
import Foundation

extension GraphicsContext {
  /// A colour or pattern to fill or stroke with in a context: a colour, a shape style, a gradient in the context's
  /// coordinates, or the foreground style.
  ///
  /// SwiftUI's `conicGradient`, `tiledImage` and `backdrop` shadings are not available, and gradients always
  /// extend their end colours (the `repeat` and `mirror` options are not drawn).
  public struct Shading: Sendable {
    enum Kind: Sendable {
      case color(Color)
      case resolvedColor(Color.Resolved)
      case style(AnyShapeStyle)
      case linearGradient(Gradient, start: CGPoint, end: CGPoint)
      case radialGradient(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
      case foreground
      case palette([Shading])
    }

    let kind: Kind

    /// The environment's foreground style.
    public static var foreground: Shading { Shading(kind: .foreground) }

    /// Several shadings, for layers of symbols; Easel's symbols have one layer, which takes the first.
    public static func palette(_ array: [Shading]) -> Shading { Shading(kind: .palette(array)) }

    /// A colour.
    public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

    /// A colour from its components.
    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) -> Shading {
      .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
    }

    /// A grey.
    public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)
      -> Shading
    {
      .color(Color(colorSpace, white: white, opacity: opacity))
    }

    /// A shape style, resolved against the bounds of what is drawn.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }

    /// A linear gradient between two points of the context's coordinates.
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .linearGradient(gradient, start: startPoint, end: endPoint))
    }

    /// A radial gradient around a point of the context's coordinates.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .radialGradient(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
    }

    /// The paint of the shading in `environment`, for drawing that covers `bounds` (context coordinates).
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
      switch kind {
      case .color(let color): .color(color.resolve(in: environment))
      case .resolvedColor(let color): .color(color)
      case .style(let style): style._paint(in: environment, bounds: bounds)
      case .linearGradient(let gradient, let start, let end):
        .linearGradient(stops: gradient.resolved(in: environment), start: start, end: end)
      case .radialGradient(let gradient, let center, let startRadius, let endRadius):
        .radialGradient(
          stops: gradient.resolved(in: environment), center: center, startRadius: startRadius,
          endRadius: endRadius)
      case .foreground: ForegroundStyle()._paint(in: environment, bounds: bounds)
      case .palette(let shadings):
        shadings.first?.paint(in: environment, bounds: bounds) ?? .color(Color.Resolved(red: 0, green: 0, blue: 0))
      }
    }

    /// The shading with its colours resolved in `environment`.
    func resolved(in environment: EnvironmentValues) -> Shading {
      switch kind {
      case .color(let color): Shading(kind: .resolvedColor(color.resolve(in: environment)))
      case .palette(let shadings): .palette(shadings.map { $0.resolved(in: environment) })
      default: self
      }
    }
  }

  /// Options of gradient shadings; accepted for compatibility (Easel's gradients extend their end colours in
  /// sRGB).
  public struct GradientOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let `repeat` = GradientOptions(rawValue: 1 << 0)
    public static let mirror = GradientOptions(rawValue: 1 << 1)
    public static let linearColor = GradientOptions(rawValue: 1 << 2)
  }
}

/// A shading used as a shape style: text and symbols drawn in a context take it as their foreground style. The
/// foreground style it replaced is what `.foreground` in it means.
struct ShadingStyle: ShapeStyle {
  let shading: GraphicsContext.Shading
  let parent: AnyShapeStyle?

  func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    var inherited = environment
    inherited.foregroundStyle = parent
    return shading.paint(in: inherited, bounds: bounds)
  }
}

extension EnvironmentValues {
  /// The environment with `shading` as its foreground style.
  func withForeground(_ shading: GraphicsContext.Shading) -> EnvironmentValues {
    var environment = self
    environment.foregroundStyle = AnyShapeStyle(ShadingStyle(shading: shading, parent: foregroundStyle))
    return environment
  }
}
