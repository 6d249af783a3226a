import CGtk
import Easel
import Foundation

/// Draws display lists into ``CairoImage``s with ``CairoRenderer`` and ``PangoTextEngine/shared``, as windows
/// draw them: the rasterizer behind `ImageRenderer`.
@MainActor
public final class CairoViewRasterizer: ViewRasterizer {
  private let renderer: CairoRenderer

  /// A rasterizer drawing with `renderer`; by default one using ``PangoTextEngine/shared``.
  public init(renderer: CairoRenderer = CairoRenderer()) { self.renderer = renderer }

  public var textEngine: any TextEngine { renderer.textEngine }

  public func rasterize(
    _ list: DisplayList, pixelWidth: Int, pixelHeight: Int, scale: CGFloat, background: Color.Resolved?
  ) -> PlatformImage {
    let bitmap = CairoBitmap(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    bitmap.render(list, scale: scale, background: background, renderer: renderer)
    // The image keeps its own reference to the surface, which outlives the bitmap.
    return CairoImage(adopting: cairo_surface_reference(bitmap.surface)).platformImage()
  }
}
