import CGtk
import Easel
import Foundation

extension CairoRenderer {
  /// The most pixels a drawing group's image may have (64 MB of ARGB); larger groups are drawn directly.
  static let drawingGroupPixelBudget = 4096 * 4096

  /// Draws `group` from its offscreen image, made again only when its version changed, through the context's
  /// current transform (the item's): a scale outside the group scales the image, as SwiftUI's does.
  func drawDrawingGroup(_ group: DrawingGroup, context: OpaquePointer) {
    guard let image = offscreenImage(of: group) else {
      var matrix = cairo_matrix_t()
      cairo_get_matrix(context, &matrix)
      // The items' bounds are in the group's coordinates, so the damage (in host coordinates) cannot cull them.
      draw(group.list.items, in: context, host: matrix, damage: nil)
      return
    }
    let pattern = cairo_pattern_create_for_surface(image.image.surface)!
    defer { cairo_pattern_destroy(pattern) }
    var matrix = cairo_matrix_t()
    cairo_matrix_init_scale(&matrix, image.scale, image.scale)
    cairo_matrix_translate(&matrix, -image.rect.minX, -image.rect.minY)
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
    cairo_set_source(context, pattern)
    cairo_rectangle(context, image.rect.minX, image.rect.minY, image.rect.width, image.rect.height)
    cairo_fill(context)
  }

  /// The group's image at the display's scale, from its storage when it is current; `nil` when it would exceed
  /// the pixel budget (the group is then drawn directly, and keeps no image).
  private func offscreenImage(of group: DrawingGroup) -> CairoDrawingGroupImage? {
    let scale = displayScale
    guard let rect = Self.devicePixelRect(group.list.bounds, scale: scale) else { return nil }
    let (width, height) = (Int((rect.width * scale).rounded()), Int((rect.height * scale).rounded()))
    guard width > 0, height > 0, width <= Self.drawingGroupPixelBudget / height else {
      group.storage.rendererCache = nil
      return nil
    }
    if let cached = group.storage.rendererCache as? CairoDrawingGroupImage,
      cached.shows(group, scale: scale, rect: rect)
    {
      return cached
    }
    // Free the old image first: the group holds one image at a time.
    group.storage.rendererCache = nil
    let format = group.isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
    let surface = cairo_image_surface_create(format, Int32(width), Int32(height))!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    let offscreen = cairo_create(surface)!
    cairo_scale(offscreen, scale, scale)
    cairo_translate(offscreen, -rect.minX, -rect.minY)
    var host = cairo_matrix_t()
    cairo_get_matrix(offscreen, &host)
    draw(group.list.items, in: offscreen, host: host, damage: nil)
    cairo_destroy(offscreen)
    drawingGroupRenderCount += 1
    let image = CairoDrawingGroupImage(
      image: CairoImage(adopting: surface), version: group.version, scale: scale, rect: rect,
      isOpaque: group.isOpaque)
    group.storage.rendererCache = image
    return image
  }
}
