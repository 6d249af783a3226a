import Foundation

/// A monitor's size and pixel density, as the desktop reports it.
public struct PlatformScreen: Hashable, Sendable {
  /// The monitor's area in points, from the origin of the desktop's layout.
  public var bounds: CGRect
  /// Pixels per point.
  public var scale: CGFloat

  /// A monitor of `bounds` points at `scale` pixels per point.
  public init(bounds: CGRect, scale: CGFloat) { (self.bounds, self.scale) = (bounds, scale) }
}
