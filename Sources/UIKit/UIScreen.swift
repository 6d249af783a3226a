import Easel
import Foundation

/// A display, as UIKit's `UIScreen`: the desktop's primary monitor.
public final class UIScreen: Sendable {
  /// The primary monitor.
  public static var main: UIScreen { UIScreen(PlatformServices.primaryScreen ?? defaultScreen) }

  /// What a host without a display (a test's `ViewHost`) answers: a 1440 × 900-point screen at 2 pixels per
  /// point, the default of a 13-inch laptop.
  static let defaultScreen = PlatformScreen(bounds: CGRect(x: 0, y: 0, width: 1440, height: 900), scale: 2)

  private let screen: PlatformScreen

  private init(_ screen: PlatformScreen) { self.screen = screen }

  /// The monitor's area in points.
  public var bounds: CGRect { CGRect(origin: .zero, size: screen.bounds.size) }
  /// The monitor's area in pixels.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: screen.bounds.width * screen.scale, height: screen.bounds.height * screen.scale)
  }
  /// Pixels per point.
  public var scale: CGFloat { screen.scale }
  /// Pixels per point of the monitor's own pixels.
  public var nativeScale: CGFloat { screen.scale }
}
