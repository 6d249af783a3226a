import Foundation

/// Draws display lists into bitmaps without a window, for ``ImageRenderer``. Hosts install one in
/// ``PlatformServices/viewRasterizer``; `EaselCairo` draws with the same renderer its windows use.
@MainActor
public protocol ViewRasterizer: AnyObject {
  /// The text engine views are laid out with, so measured text matches drawn text.
  var textEngine: any TextEngine { get }

  /// Draws `list` into a new bitmap of `pixelWidth` × `pixelHeight` pixels at `scale` pixels per point, on
  /// `background` (transparent when `nil`).
  func rasterize(
    _ list: DisplayList, pixelWidth: Int, pixelHeight: Int, scale: CGFloat, background: Color.Resolved?
  ) -> PlatformImage
}
