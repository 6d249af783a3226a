@_spi(ForEaselOnly) import EaselCore
import Foundation

extension GraphicsContext {
  /// A change of what a context draws, added with ``GraphicsContext/addFilter(_:options:)``: shadows, blurs,
  /// colour maps and projections, the filters Cairo's pixel drawing can do.
  ///
  /// SwiftUI's `alphaThreshold(min:max:color:)` and the `colorMatrix(_:)` filter are not available.
  public struct Filter: Sendable {
    enum Kind: Sendable {
      case shadow(color: Color, radius: CGFloat, offset: CGSize)
      case blur(radius: CGFloat, opaque: Bool)
      case colorMultiply(Color)
      case colorMatrix(ColorMatrix)
      case projection(ProjectionTransform)
    }

    let kind: Kind

    /// A drop shadow of what is drawn, under it.
    /// - Parameters:
    ///   - color: The shadow's colour; black at 33% by default, as SwiftUI's.
    ///   - radius: The blur radius of the shadow, in points.
    ///   - x: The shadow's horizontal offset.
    ///   - y: The shadow's vertical offset.
    ///   - blendMode: How the shadow combines with what is behind it; Easel draws it normally.
    ///   - options: SwiftUI's shadow options; Easel always draws the shadow under the drawing.
    public static func shadow(
      color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
      blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
    ) -> Filter {
      Filter(kind: .shadow(color: color, radius: radius, offset: CGSize(width: x, height: y)))
    }

    /// A Gaussian blur of what is drawn.
    /// - Parameters:
    ///   - radius: The blur radius, in points.
    ///   - options: `.opaque` keeps the blur inside the drawing's bounds.
    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
      Filter(kind: .blur(radius: radius, opaque: options.contains(.opaque)))
    }

    /// Each colour component multiplied by `color`'s.
    public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .colorMultiply(color)) }

    /// Hues turned around the colour wheel by `angle`.
    public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .colorMatrix(.hueRotation(angle))) }

    /// Colours moved toward their grey (`amount` below 1) or away from it.
    public static func saturation(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(.saturation(amount))) }

    /// Colours made grey by `amount`, from 0 (unchanged) to 1 (fully grey).
    public static func grayscale(_ amount: Double) -> Filter { saturation(1 - amount) }

    /// `amount` added to each colour component.
    public static func brightness(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(.brightness(amount))) }

    /// Colour components spread from (`amount` above 1) or drawn toward middle grey.
    public static func contrast(_ amount: Double) -> Filter { Filter(kind: .colorMatrix(.contrast(amount))) }

    /// Colours inverted by `amount`, from 0 (unchanged) to 1 (fully inverted).
    public static func colorInvert(_ amount: Double = 1) -> Filter {
      let rows = zip(ColorMatrix.identity.rows, ColorMatrix.inversion.rows).map { kept, inverted in
        zip(kept, inverted).map { $0 * (1 - amount) + $1 * amount }
      }
      return Filter(kind: .colorMatrix(ColorMatrix(rows: rows)))
    }

    /// Black, as opaque as the drawing's colours are bright.
    public static var luminanceToAlpha: Filter { Filter(kind: .colorMatrix(.luminanceToAlpha)) }

    /// What is drawn, mapped by a projection in the context's coordinates at the time the filter is added.
    public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
      Filter(kind: .projection(matrix))
    }

    /// The filter in `environment`, for a context whose coordinates `transform` maps to the canvas's.
    func resolved(in environment: EnvironmentValues, transform: CGAffineTransform) -> CanvasFilter {
      switch kind {
      case .shadow(let color, let radius, let offset):
        return .shadow(Shadow(color: color.resolve(in: environment), radius: radius, offset: offset))
      case .blur(let radius, let opaque): return .blur(radius: radius, opaque: opaque)
      case .colorMultiply(let color): return .colorMatrix(.multiply(by: color.resolve(in: environment)))
      case .colorMatrix(let matrix): return .colorMatrix(matrix)
      case .projection(let projection):
        let toCanvas = ProjectionTransform(transform)
        var toContext = toCanvas
        guard toContext.invert() else { return .projection(projection) }
        return .projection(toContext.concatenating(projection).concatenating(toCanvas))
      }
    }
  }

  /// Options of filters; Easel composites in sRGB, so `.linearColor` changes nothing.
  public struct FilterOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Filters in linear colour; accepted for compatibility.
    public static let linearColor = FilterOptions(rawValue: 1 << 0)
  }

  /// Options of shadow filters; accepted for compatibility, Easel draws every shadow under its drawing.
  public struct ShadowOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let shadowAbove = ShadowOptions(rawValue: 1 << 0)
    public static let shadowOnly = ShadowOptions(rawValue: 1 << 1)
    public static let invertsAlpha = ShadowOptions(rawValue: 1 << 2)
    public static let disablesGroup = ShadowOptions(rawValue: 1 << 3)
  }

  /// Options of blur filters.
  public struct BlurOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The blur stays inside the drawing's bounds instead of fading out past them.
    public static let opaque = BlurOptions(rawValue: 1 << 1)
    /// Dithering of the result; accepted for compatibility.
    public static let dithersResult = BlurOptions(rawValue: 1 << 3)
  }
}
