import Foundation

/// A translucent frosted-glass style: what is behind the filled area shows through, blurred and tinted.
///
/// Like SwiftUI's materials, thicker ones blur more and let less of the backdrop through; the tint follows the
/// color scheme (light glass in light mode, dark glass in dark mode).
public struct Material: ShapeStyle, Equatable {
  /// How much of the tint covers the backdrop, 0…1.
  let tintOpacity: Double
  /// The blur radius of the backdrop, in points.
  let blurRadius: CGFloat

  /// The thinnest glass: the most of the backdrop shows through.
  public static let ultraThin = Material(tintOpacity: 0.3, blurRadius: 24)
  /// Thin glass.
  public static let thin = Material(tintOpacity: 0.45, blurRadius: 28)
  /// The usual glass, for panels and cards.
  public static let regular = Material(tintOpacity: 0.6, blurRadius: 30)
  /// Thick glass.
  public static let thick = Material(tintOpacity: 0.75, blurRadius: 32)
  /// The thickest glass: mostly tint.
  public static let ultraThick = Material(tintOpacity: 0.88, blurRadius: 34)

  /// The tint drawn over the blurred backdrop.
  public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    let glass =
      environment.colorScheme == .dark
      ? Color.Resolved(red: 0.11, green: 0.11, blue: 0.12, opacity: 1)
      : Color.Resolved(red: 0.98, green: 0.98, blue: 0.98, opacity: 1)
    return .color(glass).multiplyingOpacity(tintOpacity)
  }
}

extension ShapeStyle where Self == Material {
  /// The thinnest glass.
  public static var ultraThinMaterial: Material { Material.ultraThin }
  /// Thin glass.
  public static var thinMaterial: Material { Material.thin }
  /// The usual glass.
  public static var regularMaterial: Material { Material.regular }
  /// Thick glass.
  public static var thickMaterial: Material { Material.thick }
  /// The thickest glass.
  public static var ultraThickMaterial: Material { Material.ultraThick }
  /// The material of bars: toolbars, tab bars.
  public static var bar: Material { Material(tintOpacity: 0.7, blurRadius: 30) }
}
