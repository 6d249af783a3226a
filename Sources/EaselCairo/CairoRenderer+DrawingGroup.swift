import CGtk
import Easel
import Foundation

extension CairoRenderer {
  /// The most pixels a drawing group's image may have (64 MB of ARGB); larger groups are drawn directly.
  static let drawingGroupPixelBudget = 4096 * 4096

  /// Draws `group` from its offscreen image, made again only when the group's version or its device transform
  /// changed. The context's matrix is the item's (`host` then the item's transform); `bounds` are the item's, in
  /// host coordinates.
  ///
  /// Moved by whole device pixels, the image is copied pixel for pixel, so it looks exactly as the content drawn
  /// there directly; scaled or moved by a fraction of a pixel, it is filtered, and soft until the content is drawn
  /// again.
  func drawDrawingGroup(_ group: DrawingGroup, bounds: CGRect, host: cairo_matrix_t, context: OpaquePointer) {
    var current = cairo_matrix_t()
    cairo_get_matrix(context, &current)
    let device = group.baseTransform.concatenating(Self.transform(host))
    guard let image = offscreenImage(of: group, device: device, visible: bounds.applying(Self.transform(host)))
    else {
      // The items' bounds are in the group's coordinates, so the damage (in host coordinates) cannot cull them.
      draw(group.list.items, in: context, host: current, damage: nil)
      return
    }
    let surface = image.image.surface
    let (width, height) = (CGFloat(image.image.pixelWidth), CGFloat(image.image.pixelHeight))
    if let offset = Self.wholePixelOffset(from: device, to: Self.transform(current)) {
      cairo_identity_matrix(context)
      let (x, y) = (image.origin.x + offset.x, image.origin.y + offset.y)
      cairo_set_source_surface(context, surface, x, y)
      cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_NEAREST)
      cairo_rectangle(context, x, y, width, height)
      cairo_fill(context)
      return
    }
    // In the image's device space, where the image is a rectangle at its origin.
    var inverse = Self.matrix(device)
    guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return }
    cairo_transform(context, &inverse)
    let pattern = cairo_pattern_create_for_surface(surface)!
    defer { cairo_pattern_destroy(pattern) }
    var matrix = cairo_matrix_t()
    cairo_matrix_init_translate(&matrix, -image.origin.x, -image.origin.y)
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
    cairo_set_source(context, pattern)
    cairo_rectangle(context, image.origin.x, image.origin.y, width, height)
    cairo_fill(context)
  }

  /// The group's image rasterized under `device`, from its storage when it is current; `nil` when it would exceed
  /// the pixel budget (the group is then drawn directly, and keeps no image).
  ///
  /// The image covers what the content draws within half the visible area's size around it (`visible`, in device
  /// pixels), so a pan or a zoom out shows content that was off screen.
  private func offscreenImage(of group: DrawingGroup, device: CGAffineTransform, visible: CGRect)
    -> CairoDrawingGroupImage?
  {
    if let cached = group.storage.rendererCache as? CairoDrawingGroupImage, cached.shows(group, device: device) {
      return cached
    }
    // Free the old image first: the group holds one image at a time.
    group.storage.rendererCache = nil
    // Content rasterized at a scale of zero draws nothing, and has no pixels to scale up.
    guard device.a * device.d - device.b * device.c != 0 else { return nil }
    let margin = visible.isInfinite ? visible : visible.insetBy(dx: -visible.width / 2, dy: -visible.height / 2)
    let covered = group.list.bounds.applying(device).intersection(margin)
    guard !covered.isNull, !covered.isInfinite else { return nil }
    let rect = CGRect(
      x: floor(covered.minX), y: floor(covered.minY), width: ceil(covered.maxX) - floor(covered.minX),
      height: ceil(covered.maxY) - floor(covered.minY))
    let (width, height) = (Int(rect.width), Int(rect.height))
    guard width > 0, height > 0, width <= Self.drawingGroupPixelBudget / height else { return nil }
    let format = group.isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
    let surface = cairo_image_surface_create(format, Int32(width), Int32(height))!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    let offscreen = cairo_create(surface)!
    cairo_set_antialias(offscreen, CAIRO_ANTIALIAS_DEFAULT)
    let host = Self.matrix(device.concatenating(CGAffineTransform(translationX: -rect.minX, y: -rect.minY)))
    // Items outside the image cost nothing: cull them by their bounds, which are in the group's coordinates.
    let inside = rect.applying(device.inverted())
    draw(group.list.items, in: offscreen, host: host, damage: inside)
    cairo_destroy(offscreen)
    drawingGroupRenderCount += 1
    let image = CairoDrawingGroupImage(
      image: CairoImage(adopting: surface), version: group.version, device: device, origin: rect.origin,
      isOpaque: group.isOpaque)
    group.storage.rendererCache = image
    return image
  }

  /// The translation, in whole device pixels, from an image rasterized under `from` to one drawn under `to`, when
  /// that is all that differs.
  private static func wholePixelOffset(from: CGAffineTransform, to: CGAffineTransform) -> CGPoint? {
    guard from.a == to.a, from.b == to.b, from.c == to.c, from.d == to.d else { return nil }
    let (dx, dy) = (to.tx - from.tx, to.ty - from.ty)
    guard abs(dx - dx.rounded()) < 1e-6, abs(dy - dy.rounded()) < 1e-6 else { return nil }
    return CGPoint(x: dx.rounded(), y: dy.rounded())
  }

  private static func transform(_ matrix: cairo_matrix_t) -> CGAffineTransform {
    CGAffineTransform(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
  }

  private static func matrix(_ transform: CGAffineTransform) -> cairo_matrix_t {
    cairo_matrix_t(
      xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
  }
}
