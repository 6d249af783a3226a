import CGtk
import Easel
import Foundation

/// Draws Easel display lists with Cairo, text with Pango.
///
/// Items are drawn back to front, each inside its clips (host coordinates) and with its transform. Text is drawn
/// from the ``PangoTextEngine``'s cached layouts, so it looks exactly as it measured.
@MainActor
public final class CairoRenderer {
  /// The engine whose layouts text items are drawn from; layout must have measured with the same engine.
  public let textEngine: PangoTextEngine

  /// A renderer drawing text with `textEngine`.
  public init(textEngine: PangoTextEngine = .shared) { self.textEngine = textEngine }

  /// How many drawing groups' images this renderer has rasterized: tests count with it which frames reuse them.
  var drawingGroupRenderCount = 0

  /// Draws `list` into a cairo context.
  ///
  /// The context's state is left as it was found.
  /// - Parameters:
  ///   - list: The items to draw, in host coordinates (points).
  ///   - context: A `cairo_t` whose current transform maps to device pixels; the renderer scales it by `scale`.
  ///   - scale: Device pixels per point; 2 on HiDPI screens.
  ///   - damage: When given, only this region (in points) is drawn, and items outside it are skipped. The
  ///     region is widened to whole device pixels, which the caller should clear or repaint.
  public func draw(_ list: DisplayList, in context: OpaquePointer, scale: CGFloat = 1, damage: CGRect? = nil) {
    guard scale > 0, scale.isFinite else { return }
    cairo_save(context)
    defer { cairo_restore(context) }
    cairo_scale(context, scale, scale)
    cairo_set_antialias(context, CAIRO_ANTIALIAS_DEFAULT)
    var region: CGRect?
    if let damage {
      guard let pixels = Self.devicePixelRect(damage, scale: scale) else { return }
      cairo_rectangle(context, pixels.minX, pixels.minY, pixels.width, pixels.height)
      cairo_clip(context)
      region = pixels
    }
    var host = cairo_matrix_t()
    cairo_get_matrix(context, &host)
    draw(list.items, in: context, host: host, damage: region)
  }

  /// `rect` widened to whole device pixels, in points; `nil` when it is empty.
  static func devicePixelRect(_ rect: CGRect, scale: CGFloat) -> CGRect? {
    let r = rect.standardized
    guard !r.isNull, !r.isEmpty, !r.isInfinite, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite
    else { return r.isInfinite ? CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7) : nil }
    let minX = floor(r.minX * scale) / scale
    let minY = floor(r.minY * scale) / scale
    return CGRect(
      x: minX, y: minY, width: ceil(r.maxX * scale) / scale - minX, height: ceil(r.maxY * scale) / scale - minY)
  }

  /// Draws `items` under `host`, the transform their transforms start from, skipping those outside `damage` (in the
  /// items' host coordinates).
  func draw(_ items: [DisplayItem], in context: OpaquePointer, host: cairo_matrix_t, damage: CGRect?) {
    for item in items {
      if let damage, !item.bounds.intersects(damage) { continue }
      draw(item, in: context, host: host, damage: damage)
    }
  }

  private func draw(_ item: DisplayItem, in context: OpaquePointer, host: cairo_matrix_t, damage: CGRect?) {
    // A singular matrix would put the context into a permanent error state; such items draw nothing anyway.
    guard Self.isDrawable(item.transform) else { return }
    cairo_save(context)
    defer { cairo_restore(context) }
    var host = host
    cairo_set_matrix(context, &host)
    for clip in item.clips {
      Self.addPath(clip, to: context)
      cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
      cairo_clip(context)
    }
    var transform = cairo_matrix_t(
      xx: item.transform.a, yx: item.transform.b, xy: item.transform.c, yy: item.transform.d, x0: item.transform.tx,
      y0: item.transform.ty)
    cairo_transform(context, &transform)

    switch item.content {
    case .fill(let path, let paint, let eoFill):
      guard !paint.isInvisible else { return }
      Self.addPath(path, to: context)
      cairo_set_fill_rule(context, eoFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      if case .mesh(let mesh) = paint { return Self.fillMesh(mesh, in: context) }
      Self.setSource(paint, in: context)
      cairo_fill(context)
    case .stroke(let path, let paint, let style):
      guard !paint.isInvisible, style.lineWidth > 0, style.lineWidth.isFinite else { return }
      Self.addPath(path, to: context)
      Self.setSource(paint, in: context)
      Self.apply(style, to: context)
      cairo_stroke(context)
    case .text(let request, let rect):
      drawText(request, in: rect, context: context)
    case .image(let image, let rect, let interpolation):
      Self.drawImage(image, in: rect, interpolation: interpolation, context: context)
    case .group(let list, let opacity, let shadow):
      var childHost = cairo_matrix_t()
      cairo_get_matrix(context, &childHost)
      drawGroup(
        list, opacity: opacity, shadow: shadow, bounds: item.bounds, childHost: childHost, host: host,
        context: context, damage: damage)
    case .effectLayer(let list, let effect):
      drawEffectLayer(list, effect, bounds: item.bounds, host: host, context: context, damage: damage)
    case .drawingGroup(let group):
      drawDrawingGroup(group, bounds: item.bounds, host: host, context: context)
    }
  }

  // MARK: - Text

  /// Draws `layout` with its top-left corner at `origin`, scaled by `scale` (the engine lays out sizes off its
  /// ladder at a nearby size, ``PangoTextEngine/withLayout(for:_:)``).
  /// Text whose font is larger than ``largestDirectFontPixels`` on the device (`fontSize`, in points) is magnified.
  private static func show(
    _ layout: OpaquePointer, at origin: CGPoint, scale: CGFloat, fontSize: CGFloat, in context: OpaquePointer
  ) {
    let layoutFontSize = fontSize / scale
    let magnifies = fontSize * devicePixels(perUnitOf: context) > largestDirectFontPixels
    guard scale != 1 || magnifies else {
      cairo_move_to(context, origin.x, origin.y)
      pango_cairo_show_layout(context, layout)
      return
    }
    cairo_save(context)
    cairo_translate(context, origin.x, origin.y)
    cairo_scale(context, scale, scale)
    if magnifies {
      showMagnified(layout, fontSize: layoutFontSize, in: context)
    } else {
      cairo_move_to(context, 0, 0)
      pango_cairo_show_layout(context, layout)
    }
    cairo_restore(context)
  }

  private func drawText(_ request: TextLayoutRequest, in rect: CGRect, context: OpaquePointer) {
    let (entry, scale) = textEngine.layout(for: request)
    guard entry.measurement.lineCount > 0 else { return }
    let origin = Self.pixelAligned(rect.origin, in: context)
    let fontSize = request.runs.lazy.map(\.font.size).max() ?? 0
    if let gradient = entry.gradient {
      // Pango paints solid colors only: draw the glyphs as a mask and fill the gradient through it. The group
      // is limited to the ink so its offscreen surface stays small.
      var ink = PangoRectangle()
      pango_layout_get_pixel_extents(entry.layout, &ink, nil)
      cairo_rectangle(
        context, origin.x + CGFloat(ink.x) * scale, origin.y + CGFloat(ink.y) * scale, CGFloat(ink.width) * scale,
        CGFloat(ink.height) * scale)
      cairo_clip(context)
      cairo_push_group(context)
      Self.show(entry.layout, at: origin, scale: scale, fontSize: fontSize, in: context)
      let mask = cairo_pop_group(context)
      Self.setSource(gradient, in: context)
      cairo_mask(context, mask)
      cairo_pattern_destroy(mask)
    } else {
      Self.show(entry.layout, at: origin, scale: scale, fontSize: fontSize, in: context)
    }
  }

  /// `point` moved to the nearest corner of a device pixel, when the context's transform only scales and
  /// translates.
  ///
  /// Layout keeps text sizes to the half point, so text can start between two pixels at scale 1, where each stem of
  /// its glyphs would be smeared over two pixels; drawn from a whole pixel it stays sharp, less than half a pixel
  /// from its frame, which layout keeps as it is. Rotated or skewed text has no row of pixels to keep to.
  static func pixelAligned(_ point: CGPoint, in context: OpaquePointer) -> CGPoint {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(context, &matrix)
    guard matrix.xy == 0, matrix.yx == 0 else { return point }
    let pixelsPerUnit = deviceScale(of: cairo_get_group_target(context))
    var (x, y) = (Double(point.x), Double(point.y))
    cairo_user_to_device(context, &x, &y)
    x = (x * pixelsPerUnit).rounded() / pixelsPerUnit
    y = (y * pixelsPerUnit).rounded() / pixelsPerUnit
    cairo_device_to_user(context, &x, &y)
    return CGPoint(x: x, y: y)
  }

  // MARK: - Images

  private static func drawImage(
    _ image: PlatformImage, in rect: CGRect, interpolation: Image.Interpolation, context: OpaquePointer
  ) {
    guard let bitmap = image.backing as? CairoImage, rect.width > 0, rect.height > 0, bitmap.pixelWidth > 0,
      bitmap.pixelHeight > 0
    else { return }
    let pattern = cairo_pattern_create_for_surface(bitmap.surface)!
    defer { cairo_pattern_destroy(pattern) }
    // The pattern matrix maps user space to image pixels.
    var matrix = cairo_matrix_t()
    cairo_matrix_init_scale(&matrix, CGFloat(bitmap.pixelWidth) / rect.width, CGFloat(bitmap.pixelHeight) / rect.height)
    cairo_matrix_translate(&matrix, -rect.minX, -rect.minY)
    cairo_pattern_set_matrix(pattern, &matrix)
    let filter: cairo_filter_t =
      switch interpolation {
      case .none: CAIRO_FILTER_NEAREST
      case .low: CAIRO_FILTER_FAST
      case .medium: CAIRO_FILTER_GOOD
      case .high: CAIRO_FILTER_BEST
      }
    cairo_pattern_set_filter(pattern, filter)
    // Padding repeats the edge pixels, so filtering at the rectangle's border does not fade into transparency.
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(context, pattern)
    cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
    cairo_fill(context)
  }

  // MARK: - Groups

  private func drawGroup(
    _ list: DisplayList, opacity: Double, shadow: Shadow?, bounds: CGRect, childHost: cairo_matrix_t,
    host: cairo_matrix_t, context: OpaquePointer, damage: CGRect?
  ) {
    guard opacity > 0 else { return }
    let shadow = shadow.flatMap { $0.color.opacity > 0 ? $0 : nil }
    guard opacity < 1 || shadow != nil else {
      // A fully opaque layer without a shadow looks the same drawn directly, without an offscreen surface.
      draw(list.items, in: context, host: childHost, damage: damage)
      return
    }
    var host = host
    cairo_set_matrix(context, &host)
    // Offscreen surfaces cover the clip; the item's bounds (which include the shadow) keep them small.
    if !bounds.isInfinite, !bounds.isNull {
      let limit = bounds.integral
      cairo_rectangle(context, limit.minX, limit.minY, limit.width, limit.height)
      cairo_clip(context)
    }
    // With a shadow, the layer and its shadow fade together, as one image.
    let fadesTogether = shadow != nil && opacity < 1
    if fadesTogether { cairo_push_group(context) }
    cairo_push_group(context)
    draw(list.items, in: context, host: childHost, damage: damage)
    let layer = cairo_pop_group(context)!
    defer { cairo_pattern_destroy(layer) }
    if let shadow { drawShadow(of: layer, shadow, host: host, context: context) }
    cairo_set_matrix(context, &host)
    cairo_set_source(context, layer)
    if fadesTogether {
      cairo_paint(context)
      cairo_pop_group_to_source(context)
      cairo_paint_with_alpha(context, opacity)
    } else {
      cairo_paint_with_alpha(context, min(opacity, 1))
    }
  }

  /// Draws the layer's alpha, blurred and offset, in the shadow's color.
  private func drawShadow(of layer: OpaquePointer, _ shadow: Shadow, host: cairo_matrix_t, context: OpaquePointer) {
    var layerSurface: OpaquePointer?
    guard cairo_pattern_get_surface(layer, &layerSurface) == CAIRO_STATUS_SUCCESS, let layerSurface else { return }
    var (scaleX, scaleY) = (1.0, 1.0)
    cairo_surface_get_device_scale(layerSurface, &scaleX, &scaleY)
    var (offsetX, offsetY) = (0.0, 0.0)
    cairo_surface_get_device_offset(layerSurface, &offsetX, &offsetY)
    // The blur radius is in points; the layer is in device pixels.
    let pixelsPerPoint = abs(host.xx * host.yy - host.xy * host.yx).squareRoot() * scaleX
    let sigma = Double(shadow.radius) * pixelsPerPoint / 2

    guard let image = cairo_surface_map_to_image(layerSurface, nil) else { return }
    let width = Int(cairo_image_surface_get_width(image))
    let height = Int(cairo_image_surface_get_height(image))
    guard cairo_image_surface_get_format(image) == CAIRO_FORMAT_ARGB32, width > 0, height > 0,
      let pixels = cairo_image_surface_get_data(image)
    else {
      cairo_surface_unmap_image(layerSurface, image)
      return
    }
    let mask = ShadowBlur.blurAlpha(
      of: pixels, width: width, height: height, stride: Int(cairo_image_surface_get_stride(image)), sigma: sigma)
    cairo_surface_unmap_image(layerSurface, image)

    guard let shadowSurface = Self.makeShadowSurface(mask, color: shadow.color) else { return }
    defer { cairo_surface_destroy(shadowSurface) }
    // Same device space as the layer, shifted by the padding, so the layer pattern's matrix places it as well.
    cairo_surface_set_device_scale(shadowSurface, scaleX, scaleY)
    cairo_surface_set_device_offset(
      shadowSurface, offsetX + Double(mask.padding), offsetY + Double(mask.padding))
    let pattern = cairo_pattern_create_for_surface(shadowSurface)!
    defer { cairo_pattern_destroy(pattern) }
    var matrix = cairo_matrix_t()
    cairo_pattern_get_matrix(layer, &matrix)
    cairo_pattern_set_matrix(pattern, &matrix)
    var host = host
    cairo_set_matrix(context, &host)
    cairo_translate(context, shadow.offset.width, shadow.offset.height)
    cairo_set_source(context, pattern)
    cairo_paint(context)
  }

  private static func makeShadowSurface(_ mask: ShadowBlur.Mask, color: Color.Resolved) -> OpaquePointer? {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(mask.width), Int32(mask.height))!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    func clamp(_ value: Float) -> Float { min(max(value, 0), 1) }
    let (red, green, blue, opacity) = (clamp(color.red), clamp(color.green), clamp(color.blue), clamp(color.opacity))
    for y in 0..<mask.height {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<mask.width {
        let alpha = Float(mask.alpha[y * mask.width + x]) * opacity
        func premultiplied(_ channel: Float) -> UInt32 { UInt32((channel * alpha).rounded()) }
        row[x] =
          UInt32(alpha.rounded()) << 24 | premultiplied(red) << 16 | premultiplied(green) << 8
          | premultiplied(blue)
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }

  // MARK: - Paths and paint

  /// Replaces the context's path with `path`.
  static func addPath(_ path: Path, to context: OpaquePointer) {
    cairo_new_path(context)
    var current = CGPoint.zero
    var subpathStart = CGPoint.zero
    for element in path.elements {
      switch element {
      case .move(let point):
        cairo_move_to(context, point.x, point.y)
        (current, subpathStart) = (point, point)
      case .line(let point):
        cairo_line_to(context, point.x, point.y)
        current = point
      case .quadCurve(let point, let control):
        // Cairo has cubic curves only; this cubic traces the same quadratic.
        let control1 = CGPoint(
          x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
        let control2 = CGPoint(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
        cairo_curve_to(context, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
        current = point
      case .curve(let point, let control1, let control2):
        cairo_curve_to(context, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
        current = point
      case .closeSubpath:
        cairo_close_path(context)
        current = subpathStart
      }
    }
  }

  private static func apply(_ style: StrokeStyle, to context: OpaquePointer) {
    cairo_set_line_width(context, style.lineWidth)
    let cap: cairo_line_cap_t =
      switch style.lineCap {
      case .butt: CAIRO_LINE_CAP_BUTT
      case .round: CAIRO_LINE_CAP_ROUND
      case .square: CAIRO_LINE_CAP_SQUARE
      }
    cairo_set_line_cap(context, cap)
    let join: cairo_line_join_t =
      switch style.lineJoin {
      case .miter: CAIRO_LINE_JOIN_MITER
      case .round: CAIRO_LINE_JOIN_ROUND
      case .bevel: CAIRO_LINE_JOIN_BEVEL
      }
    cairo_set_line_join(context, join)
    cairo_set_miter_limit(context, max(1, style.miterLimit))
    // Cairo rejects dashes that are negative or all zero by entering an error state; those mean a solid line.
    let dash = style.dash.map { Double($0) }
    if !dash.isEmpty, dash.allSatisfy({ $0 >= 0 && $0.isFinite }), dash.contains(where: { $0 > 0 }) {
      cairo_set_dash(context, dash, Int32(dash.count), style.dashPhase)
    }
  }

  /// Sets `paint` as the context's source; gradients are in the current user space.
  static func setSource(_ paint: Paint, in context: OpaquePointer) {
    func addStops(_ stops: [Paint.GradientStop], to pattern: OpaquePointer) {
      for stop in stops {
        let c = stop.color
        cairo_pattern_add_color_stop_rgba(
          pattern, min(max(stop.location, 0), 1), Double(c.red), Double(c.green), Double(c.blue), Double(c.opacity))
      }
    }
    switch paint {
    case .color(let c):
      cairo_set_source_rgba(context, Double(c.red), Double(c.green), Double(c.blue), Double(c.opacity))
    case .linearGradient(let stops, let start, let end):
      let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
      addStops(stops, to: pattern)
      cairo_set_source(context, pattern)
      cairo_pattern_destroy(pattern)
    case .radialGradient(let stops, let center, let startRadius, let endRadius):
      let pattern = cairo_pattern_create_radial(
        center.x, center.y, max(0, startRadius), center.x, center.y, max(0, endRadius))!
      addStops(stops, to: pattern)
      cairo_set_source(context, pattern)
      cairo_pattern_destroy(pattern)
    case .mesh(let mesh):
      let pattern = meshPattern(mesh)
      cairo_set_source(context, pattern)
      cairo_pattern_destroy(pattern)
    }
  }

  private static func isDrawable(_ t: CGAffineTransform) -> Bool {
    let values = [t.a, t.b, t.c, t.d, t.tx, t.ty]
    return values.allSatisfy(\.isFinite) && abs(t.a * t.d - t.b * t.c) > 1e-12
  }
}
