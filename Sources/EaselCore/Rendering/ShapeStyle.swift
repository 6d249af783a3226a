import Foundation

/// A color or pattern to fill shapes and text with.
public protocol ShapeStyle: Sendable {
  /// The paint this style resolves to in `environment`, for content occupying `bounds` (local coordinates).
  func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint
}

extension Color: ShapeStyle {
  public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint { .color(resolve(in: environment)) }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
  private let base: any ShapeStyle
  /// Erases the type of `style`.
  public init<S: ShapeStyle>(_ style: S) { base = style }
  public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    base._paint(in: environment, bounds: bounds)
  }
}

/// The style set by `foregroundStyle`, or primary when none is set.
public struct ForegroundStyle: ShapeStyle {
  public init() {}
  public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    (environment.foregroundStyle ?? AnyShapeStyle(Color.primary))._paint(in: environment, bounds: bounds)
  }
}

/// Levels of the foreground style, for secondary content.
public struct HierarchicalShapeStyle: ShapeStyle {
  let opacity: Double
  /// The opacity when the user asked for more contrast: the levels stay apart, each nearer the foreground.
  let increasedContrastOpacity: Double
  public static let primary = HierarchicalShapeStyle(opacity: 1, increasedContrastOpacity: 1)
  public static let secondary = HierarchicalShapeStyle(opacity: 0.6, increasedContrastOpacity: 0.8)
  public static let tertiary = HierarchicalShapeStyle(opacity: 0.3, increasedContrastOpacity: 0.5)
  public static let quaternary = HierarchicalShapeStyle(opacity: 0.18, increasedContrastOpacity: 0.3)

  public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    let level = environment.colorSchemeContrast == .increased ? increasedContrastOpacity : opacity
    return ForegroundStyle()._paint(in: environment, bounds: bounds).multiplyingOpacity(level)
  }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The current foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// Color stops for gradients.
public struct Gradient: Hashable, Sendable {
  /// A color at a location in 0…1.
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat
    public init(color: Color, location: CGFloat) { (self.color, self.location) = (color, location) }
  }

  public var stops: [Stop]

  public init(stops: [Stop]) { self.stops = stops }
  /// Evenly spaced colors.
  public init(colors: [Color]) {
    let last = max(colors.count - 1, 1)
    stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(last)) }
  }

  package func resolved(in environment: EnvironmentValues) -> [Paint.GradientStop] {
    stops.map { Paint.GradientStop(color: $0.color.resolve(in: environment), location: $0.location) }
  }
}

/// A gradient along a line between two unit points of the filled bounds.
public struct LinearGradient: ShapeStyle {
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint

  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    (self.gradient, self.startPoint, self.endPoint) = (gradient, startPoint, endPoint)
  }
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    func point(_ unit: UnitPoint) -> CGPoint {
      CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
    }
    return .linearGradient(stops: gradient.resolved(in: environment), start: point(startPoint), end: point(endPoint))
  }
}

/// A gradient in circles around a unit point of the filled bounds.
public struct RadialGradient: ShapeStyle {
  let gradient: Gradient
  let center: UnitPoint
  let startRadius: CGFloat
  let endRadius: CGFloat

  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    (self.gradient, self.center, self.startRadius, self.endRadius) = (gradient, center, startRadius, endRadius)
  }
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    .radialGradient(
      stops: gradient.resolved(in: environment),
      center: CGPoint(x: bounds.minX + center.x * bounds.width, y: bounds.minY + center.y * bounds.height),
      startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == Color {
  public static var black: Color { Color.black }
  public static var white: Color { Color.white }
  public static var clear: Color { Color.clear }
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
  public static var gray: Color { Color.gray }
  public static var accentColor: Color { Color.accentColor }
}
