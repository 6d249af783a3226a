import CGtk
import Easel
import Foundation

extension CairoRenderer {
  /// Draws a layer through its effect. The work is done in device space (an identity matrix), where a group's
  /// pattern lines up with the surface it was drawn on, so pixels can be read, filtered and painted back.
  func drawEffectLayer(
    _ list: DisplayList, _ effect: LayerEffect, bounds: CGRect, host: cairo_matrix_t, context: OpaquePointer,
    damage: CGRect?
  ) {
    guard let target = Self.deviceRect(bounds, host: host) else { return }
    cairo_identity_matrix(context)
    cairo_rectangle(context, target.minX, target.minY, target.width, target.height)
    cairo_clip(context)
    let scale = Self.deviceScale(of: cairo_get_group_target(context))

    let mask = effect.mask.map { mask in
      group(in: context) { self.draw(mask.items, in: context, host: host, damage: nil) }
    }
    defer { mask.map { cairo_pattern_destroy($0) } }

    // The layer is drawn whole, not only where the damage or the clips let it show: a blur mixes in what lies
    // around the damage, and a projection moves content from outside the target into it.
    let extent = effect.projection == nil ? target : Self.deviceRect(list.bounds, host: host)
    guard let source = extent?.insetBy(dx: -effect.spread, dy: -effect.spread) else { return }
    cairo_save(context)
    cairo_reset_clip(context)
    cairo_rectangle(context, source.minX, source.minY, source.width, source.height)
    cairo_clip(context)
    var layer = group(in: context) { self.draw(list.items, in: context, host: host, damage: nil) }
    cairo_restore(context)
    if effect.blurRadius > 0 { Self.blur(layer, radius: effect.blurRadius, host: host, scale: scale) }
    if let matrix = effect.colorMatrix { Self.map(layer, through: matrix) }
    if let projection = effect.projection {
      let flat = layer
      defer { cairo_pattern_destroy(flat) }
      guard let warped = Self.warp(flat, by: projection, host: host, into: target, scale: scale) else { return }
      layer = warped
    }
    defer { cairo_pattern_destroy(layer) }

    if let radius = effect.backdropBlurRadius,
      let backdrop = Self.blurredBackdrop(of: context, around: target, radius: radius, host: host, scale: scale)
    {
      cairo_set_source(context, backdrop)
      cairo_mask(context, mask ?? layer)
      cairo_pattern_destroy(backdrop)
    }
    cairo_set_operator(context, Self.cairoOperator(effect.blendMode))
    cairo_set_source(context, layer)
    if let mask { cairo_mask(context, mask) } else { cairo_paint(context) }
  }

  /// Runs `draw` into a new group and returns the group as a pattern, lined up with the current device space.
  private func group(in context: OpaquePointer, _ draw: () -> Void) -> OpaquePointer {
    cairo_push_group(context)
    draw()
    cairo_identity_matrix(context)
    return cairo_pop_group(context)!
  }

  /// `rect` (host points) in device units, widened to whole units; `nil` when empty or not finite.
  private static func deviceRect(_ rect: CGRect, host: cairo_matrix_t) -> CGRect? {
    guard !rect.isNull, !rect.isEmpty, !rect.isInfinite else { return nil }
    let transform = CGAffineTransform(a: host.xx, b: host.yx, c: host.xy, d: host.yy, tx: host.x0, ty: host.y0)
    let device = rect.applying(transform).integral
    guard device.minX.isFinite, device.minY.isFinite, device.width.isFinite, device.height.isFinite,
      device.width > 0, device.height > 0
    else { return nil }
    return device
  }

  /// The device scale of `surface`: its pixels per device unit (a HiDPI window's surface has 2).
  static func deviceScale(of surface: OpaquePointer?) -> CGFloat {
    var (x, y) = (1.0, 1.0)
    if let surface { cairo_surface_get_device_scale(surface, &x, &y) }
    return max(x, y)
  }

  /// Points to device units of the host matrix (its uniform scale).
  static func unitsPerPoint(_ host: cairo_matrix_t) -> CGFloat {
    abs(host.xx * host.yy - host.xy * host.yx).squareRoot()
  }

  /// Blurs a group pattern's pixels in place.
  private static func blur(_ pattern: OpaquePointer, radius: CGFloat, host: cairo_matrix_t, scale: CGFloat) {
    var surface: OpaquePointer?
    guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface else { return }
    let sigma = Double(radius * unitsPerPoint(host) * scale / 2)
    withPixels(of: surface) { pixels, width, height, stride in
      PixelFilter.blur(pixels, width: width, height: height, stride: stride, sigma: sigma)
    }
  }

  private static func map(_ pattern: OpaquePointer, through matrix: ColorMatrix) {
    var surface: OpaquePointer?
    guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface else { return }
    withPixels(of: surface) { pixels, width, height, stride in
      PixelFilter.map(pixels, width: width, height: height, stride: stride, through: matrix)
    }
  }

  /// Runs `body` over a surface's ARGB32 pixels, and marks them changed.
  private static func withPixels(
    of surface: OpaquePointer, _ body: (UnsafeMutableRawPointer, Int, Int, Int) -> Void
  ) {
    guard let image = cairo_surface_map_to_image(surface, nil) else { return }
    let width = Int(cairo_image_surface_get_width(image))
    let height = Int(cairo_image_surface_get_height(image))
    if cairo_image_surface_get_format(image) == CAIRO_FORMAT_ARGB32, width > 0, height > 0,
      let data = cairo_image_surface_get_data(image)
    {
      body(UnsafeMutableRawPointer(data), width, height, Int(cairo_image_surface_get_stride(image)))
      cairo_surface_mark_dirty(image)
    }
    cairo_surface_unmap_image(surface, image)
  }

  /// The group `pattern` seen through `projection` (host coordinates), as a pattern covering `target` (device).
  private static func warp(
    _ pattern: OpaquePointer, by projection: ProjectionTransform, host: cairo_matrix_t, into target: CGRect,
    scale: CGFloat
  ) -> OpaquePointer? {
    var sourceSurface: OpaquePointer?
    guard cairo_pattern_get_surface(pattern, &sourceSurface) == CAIRO_STATUS_SUCCESS, let sourceSurface else {
      return nil
    }
    var (offsetX, offsetY) = (0.0, 0.0)
    cairo_surface_get_device_offset(sourceSurface, &offsetX, &offsetY)
    let toDevice = ProjectionTransform(
      CGAffineTransform(a: host.xx, b: host.yx, c: host.xy, d: host.yy, tx: host.x0, ty: host.y0))
    var toHost = toDevice
    guard toHost.invert() else { return nil }
    var inverse = toHost.concatenating(projection).concatenating(toDevice)
    guard inverse.invert() else { return nil }

    let width = Int((target.width * scale).rounded(.up))
    let height = Int((target.height * scale).rounded(.up))
    guard width > 0, height > 0, width * height <= 16_000_000 else { return nil }
    let destination = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(destination) }
    guard cairo_surface_status(destination) == CAIRO_STATUS_SUCCESS,
      let destinationData = cairo_image_surface_get_data(destination)
    else { return nil }
    let destinationStride = Int(cairo_image_surface_get_stride(destination))
    var warped = false
    withPixels(of: sourceSurface) { pixels, sourceWidth, sourceHeight, sourceStride in
      PixelFilter.warp(
        source: pixels, sourceSize: (sourceWidth, sourceHeight), sourceStride: sourceStride,
        sourceOrigin: CGPoint(x: -offsetX / scale, y: -offsetY / scale), into: destinationData,
        destinationSize: (width, height), destinationStride: destinationStride, destinationOrigin: target.origin,
        inverse: inverse, pixelsPerUnit: scale)
      warped = true
    }
    guard warped else { return nil }
    cairo_surface_mark_dirty(destination)
    cairo_surface_set_device_scale(destination, scale, scale)
    return placedPattern(destination, at: target.origin)
  }

  /// A pattern of `surface` with its origin at `origin` in device space.
  private static func placedPattern(_ surface: OpaquePointer, at origin: CGPoint) -> OpaquePointer {
    let pattern = cairo_pattern_create_for_surface(surface)!
    var matrix = cairo_matrix_t()
    cairo_matrix_init_translate(&matrix, -origin.x, -origin.y)
    cairo_pattern_set_matrix(pattern, &matrix)
    return pattern
  }

  /// What is drawn so far around `target`, blurred, as a pattern in device space.
  private static func blurredBackdrop(
    of context: OpaquePointer, around target: CGRect, radius: CGFloat, host: cairo_matrix_t, scale: CGFloat
  ) -> OpaquePointer? {
    guard let surface = cairo_get_group_target(context) else { return nil }
    let reach = (radius * unitsPerPoint(host) * 1.5).rounded(.up)
    let region = target.insetBy(dx: -reach, dy: -reach)
    let width = Int((region.width * scale).rounded(.up))
    let height = Int((region.height * scale).rounded(.up))
    guard width > 0, height > 0, width * height <= 16_000_000 else { return nil }
    let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(copy) }
    guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS else { return nil }
    cairo_surface_set_device_scale(copy, scale, scale)
    let copier = cairo_create(copy)!
    cairo_set_source_surface(copier, surface, -region.minX, -region.minY)
    cairo_paint(copier)
    cairo_destroy(copier)
    cairo_surface_flush(copy)
    let sigma = Double(radius * unitsPerPoint(host) * scale / 2)
    withPixels(of: copy) { pixels, width, height, stride in
      PixelFilter.blur(pixels, width: width, height: height, stride: stride, sigma: sigma)
    }
    return placedPattern(copy, at: region.origin)
  }

  private static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
    switch mode {
    case .normal: CAIRO_OPERATOR_OVER
    case .multiply: CAIRO_OPERATOR_MULTIPLY
    case .screen: CAIRO_OPERATOR_SCREEN
    case .overlay: CAIRO_OPERATOR_OVERLAY
    case .darken: CAIRO_OPERATOR_DARKEN
    case .lighten: CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
    case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
    case .difference: CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: CAIRO_OPERATOR_EXCLUSION
    case .hue: CAIRO_OPERATOR_HSL_HUE
    case .saturation: CAIRO_OPERATOR_HSL_SATURATION
    case .color: CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
    case .sourceAtop: CAIRO_OPERATOR_ATOP
    case .destinationOver: CAIRO_OPERATOR_DEST_OVER
    case .destinationOut: CAIRO_OPERATOR_DEST_OUT
    // Cairo has no "plus darker"; multiplying darkens the same way, a little less strongly.
    case .plusDarker: CAIRO_OPERATOR_MULTIPLY
    case .plusLighter: CAIRO_OPERATOR_ADD
    }
  }
}
