import Foundation

extension Color {
  /// A color from a Core Graphics color: a constant color with its components.
  public init(cgColor: CGColor) {
    let (red, green, blue, alpha) = cgColor.rgbaComponents
    self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }

  /// The color as a Core Graphics color, for a constant color (made from components, from a `CGColor`, or from a
  /// constant UIKit color, with any opacity); `nil` for a color that changes with the environment (the system
  /// colors, the accent color, asset catalog colors), as in SwiftUI: ``resolve(in:)`` gives any color's components.
  public var cgColor: CGColor? {
    guard let resolved = Self.constantComponents(of: storage) else { return nil }
    return CGColor(
      red: CGFloat(resolved.red), green: CGFloat(resolved.green), blue: CGFloat(resolved.blue),
      alpha: CGFloat(resolved.opacity))
  }

  private static func constantComponents(of storage: Storage) -> Resolved? {
    switch storage {
    case .fixed(let color): return color
    case .opacity(let base, let amount):
      guard var color = constantComponents(of: base) else { return nil }
      color.opacity *= Float(amount)
      return color
    case .adaptive, .contrasting, .accent: return nil
    }
  }
}
