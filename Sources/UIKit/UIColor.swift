import Easel
import Foundation

/// A color, as UIKit's `UIColor`: a SwiftUI ``Color`` that UIKit-style code makes and reads.
///
/// The system colors (``label``, ``systemBackground``, ``systemBlue``…) are dynamic: they take their light or dark
/// value from the environment of the view that draws them. Reading components (``getRed(_:green:blue:alpha:)``,
/// ``cgColor``) resolves a dynamic color in ``UITraitCollection/current``, as UIKit does.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
  /// The SwiftUI color this color draws as.
  public let color: Color

  /// The color a SwiftUI color draws as.
  public init(_ color: Color) { self.color = color }

  /// A color from red, green, blue and alpha in 0…1 (extended sRGB).
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
  }

  /// A gray from its white level and alpha in 0…1.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(Color(white: Double(white), opacity: Double(alpha)))
  }

  /// A color from hue, saturation, brightness and alpha in 0…1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(
      Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
  }

  /// A color from a Core Graphics color.
  public convenience init(cgColor: CGColor) { self.init(Color(cgColor: cgColor)) }

  /// A color whose value `dynamicProvider` gives for the light and for the dark appearance.
  public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
    let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark))
    self.init(
      Color(storage: .adaptive(light: light.resolved(in: .light), dark: dark.resolved(in: .dark))))
  }

  /// A color from the app's asset catalog (a color set in the main bundle's `Assets.xcassets`), or `nil` when the
  /// catalog has no color of that name.
  public convenience init?(named name: String) {
    guard let color = Color(assetCatalogColorNamed: name, bundle: .main) else { return nil }
    self.init(color)
  }

  /// The color's components in `style`'s appearance.
  func resolved(in style: UIUserInterfaceStyle) -> Color.Resolved {
    var environment = EnvironmentValues()
    environment.colorScheme = style == .dark ? .dark : .light
    return color.resolve(in: environment)
  }

  /// The color's value in a trait collection's appearance: a constant color.
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    let components = resolved(in: traitCollection.userInterfaceStyle)
    return UIColor(Color(storage: .fixed(components)))
  }

  /// The color with its alpha replaced (`alpha` in 0…1).
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(
      dynamicProvider: { traits in
        let components = self.resolved(in: traits.userInterfaceStyle)
        return UIColor(
          red: CGFloat(components.red), green: CGFloat(components.green), blue: CGFloat(components.blue),
          alpha: alpha)
      })
  }

  /// The color in the current trait collection as a Core Graphics color (which does not follow appearance changes).
  public var cgColor: CGColor {
    let components = resolved(in: UITraitCollection.current.userInterfaceStyle)
    return CGColor(
      red: CGFloat(components.red), green: CGFloat(components.green), blue: CGFloat(components.blue),
      alpha: CGFloat(components.opacity))
  }

  /// Writes the color's red, green, blue and alpha in the current trait collection; returns whether it could
  /// (always: every color here is RGB).
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let components = resolved(in: UITraitCollection.current.userInterfaceStyle)
    red?.pointee = CGFloat(components.red)
    green?.pointee = CGFloat(components.green)
    blue?.pointee = CGFloat(components.blue)
    alpha?.pointee = CGFloat(components.opacity)
    return true
  }

  /// Writes the color's hue, saturation, brightness and alpha in the current trait collection.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = resolved(in: UITraitCollection.current.userInterfaceStyle)
    let (r, g, b) = (CGFloat(c.red), CGFloat(c.green), CGFloat(c.blue))
    let maximum = max(r, g, b)
    let range = maximum - min(r, g, b)
    var h: CGFloat = 0
    if range > 0 {
      if maximum == r {
        h = (g - b) / range
      } else if maximum == g {
        h = 2 + (b - r) / range
      } else {
        h = 4 + (r - g) / range
      }
      h = (h / 6).truncatingRemainder(dividingBy: 1)
      if h < 0 { h += 1 }
    }
    hue?.pointee = h
    saturation?.pointee = maximum == 0 ? 0 : range / maximum
    brightness?.pointee = maximum
    alpha?.pointee = CGFloat(c.opacity)
    return true
  }

  public var description: String { "UIColor(\(color))" }

  public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }
  public func hash(into hasher: inout Hasher) { hasher.combine(color) }
}
