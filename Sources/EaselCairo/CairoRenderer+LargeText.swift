import CGtk
import Easel
import Foundation

extension CairoRenderer {
  /// The largest font size, in device pixels, that text is drawn at directly. Cairo makes an image of every glyph it
  /// draws at its whole size whatever the clip shows of it, and keeps it in its glyph cache: an emoji zoomed to
  /// 20,000 pixels is a 1.6 GB image. Larger text is drawn at this size and magnified (``showMagnified``); colour
  /// emojis are bitmaps of 136 pixels, and an outline font's stems stay sharp to a fraction of a pixel.
  static let largestDirectFontPixels: CGFloat = 1024

  /// Draws `layout` (its font at most `fontSize` of its own units) where the context's transform puts its units,
  /// by drawing what the clip shows of its ink at ``largestDirectFontPixels`` into an image and magnifying that.
  static func showMagnified(_ layout: OpaquePointer, fontSize: CGFloat, in context: OpaquePointer) {
    var (left, top, right, bottom) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(context, &left, &top, &right, &bottom)
    var ink = PangoRectangle()
    pango_layout_get_pixel_extents(layout, &ink, nil)
    let shown = CGRect(x: left, y: top, width: right - left, height: bottom - top)
      .intersection(CGRect(x: Int(ink.x), y: Int(ink.y), width: Int(ink.width), height: Int(ink.height)))
    guard !shown.isEmpty, fontSize > 0 else { return }
    // Image pixels per unit: no more than the device gives, so the image is no larger than the clip on screen.
    let pixelsPerUnit = min(devicePixels(perUnitOf: context), largestDirectFontPixels / fontSize)
    let width = Int32((shown.width * pixelsPerUnit).rounded(.up))
    let height = Int32((shown.height * pixelsPerUnit).rounded(.up))
    guard width > 0, height > 0, let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
      return
    }
    defer { cairo_surface_destroy(image) }
    guard let imageContext = cairo_create(image) else { return }
    cairo_scale(imageContext, pixelsPerUnit, pixelsPerUnit)
    cairo_translate(imageContext, -shown.minX, -shown.minY)
    cairo_move_to(imageContext, 0, 0)
    pango_cairo_show_layout(imageContext, layout)
    cairo_destroy(imageContext)

    cairo_save(context)
    cairo_rectangle(context, shown.minX, shown.minY, shown.width, shown.height)
    cairo_clip(context)
    cairo_translate(context, shown.minX, shown.minY)
    cairo_scale(context, 1 / pixelsPerUnit, 1 / pixelsPerUnit)
    cairo_set_source_surface(context, image, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
    cairo_paint(context)
    cairo_restore(context)
  }

  /// Device pixels per unit of the context's transform (its uniform scale) on its target.
  static func devicePixels(perUnitOf context: OpaquePointer) -> CGFloat {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(context, &matrix)
    return unitsPerPoint(matrix) * deviceScale(of: cairo_get_group_target(context))
  }
}
