import CGtk
import Easel
import Foundation

/// An offscreen ARGB bitmap that display lists render into: for tests, snapshots and PNG export.
///
/// Pixels are stored premultiplied, as cairo keeps them; ``pixel(x:y:)`` reports them unpremultiplied.
public final class CairoBitmap {
  /// The width in pixels.
  public let pixelWidth: Int
  /// The height in pixels.
  public let pixelHeight: Int
  /// The cairo ARGB32 image surface; this object owns it.
  public let surface: OpaquePointer

  /// Why a bitmap could not be read or written.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// Cairo reported an error, with its description.
    case cairo(String)

    public var description: String {
      switch self {
      case .cairo(let reason): "Cairo failed: \(reason)"
      }
    }
  }

  /// A transparent bitmap of the given size in pixels (1…32767 each way).
  public init(pixelWidth: Int, pixelHeight: Int) {
    precondition(
      (1...PixbufImageDecoder.maximumDimension).contains(pixelWidth)
        && (1...PixbufImageDecoder.maximumDimension).contains(pixelHeight),
      "A bitmap must be 1 to 32767 pixels each way, not \(pixelWidth)×\(pixelHeight)")
    (self.pixelWidth, self.pixelHeight) = (pixelWidth, pixelHeight)
    surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
    precondition(
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, "Out of memory for a \(pixelWidth)×\(pixelHeight) bitmap")
  }

  /// A bitmap holding a PNG image, for example a reference image to compare with.
  /// - Throws: ``Failure/cairo(_:)`` when the data is not a PNG image.
  public convenience init(pngData: Data) throws {
    var reader = PNGReader(data: pngData)
    let png = withUnsafeMutablePointer(to: &reader) { pointer in
      cairo_image_surface_create_from_png_stream(
        { closure, destination, length in
          let reader = closure!.assumingMemoryBound(to: PNGReader.self)
          return reader.pointee.read(into: destination!, count: Int(length))
        }, pointer)!
    }
    defer { cairo_surface_destroy(png) }
    let status = cairo_surface_status(png)
    guard status == CAIRO_STATUS_SUCCESS else { throw Failure.cairo(String(cString: cairo_status_to_string(status))) }
    self.init(
      pixelWidth: Int(cairo_image_surface_get_width(png)), pixelHeight: Int(cairo_image_surface_get_height(png)))
    // Cairo reads opaque PNGs as RGB24; painting converts them to this bitmap's ARGB32.
    let context = cairo_create(surface)
    cairo_set_source_surface(context, png, 0, 0)
    cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
    cairo_paint(context)
    cairo_destroy(context)
    cairo_surface_flush(surface)
  }

  deinit { cairo_surface_destroy(surface) }

  /// Draws `list` into the bitmap.
  ///
  /// The area drawn (the damage, or the whole bitmap) is first filled with `background`, or cleared to
  /// transparent, so the result does not depend on what was there.
  ///
  /// With a damage, the bitmap must already show what `list` draws outside it (the previous frame of the same
  /// content): a small damage leaves the pixels outside it untouched, and a damage covering at least half the
  /// bitmap is drawn as the whole bitmap, because compositing through the clip costs more than drawing what lies
  /// outside it (a pan of the course's EmojiArt canvas, whose damage is 93 % of the window, rastered in 1.25–1.5×
  /// the time of an unclipped redraw).
  /// - Parameters:
  ///   - list: The items to draw, in points.
  ///   - scale: Pixels per point.
  ///   - background: The color behind the items; `nil` for transparent.
  ///   - damage: The region to redraw, in points; `nil` for everything.
  ///   - renderer: The renderer to draw with; by default one using ``PangoTextEngine/shared``.
  @MainActor
  public func render(
    _ list: DisplayList, scale: CGFloat = 1, background: Color.Resolved? = nil, damage: CGRect? = nil,
    renderer: CairoRenderer? = nil
  ) {
    let damage = damage.flatMap { coversHalf($0, scale: scale) ? nil : $0 }
    let context = cairo_create(surface)!
    defer { cairo_destroy(context) }
    cairo_save(context)
    if let damage {
      guard let region = CairoRenderer.devicePixelRect(damage, scale: scale) else { return }
      cairo_scale(context, scale, scale)
      cairo_rectangle(context, region.minX, region.minY, region.width, region.height)
      cairo_clip(context)
    }
    cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
    let color = background ?? Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)
    cairo_set_source_rgba(context, Double(color.red), Double(color.green), Double(color.blue), Double(color.opacity))
    cairo_paint(context)
    cairo_restore(context)
    (renderer ?? CairoRenderer()).draw(list, in: context, scale: scale, damage: damage)
    cairo_surface_flush(surface)
  }

  /// Whether `damage` (in points) covers at least half the bitmap's pixels.
  private func coversHalf(_ damage: CGRect, scale: CGFloat) -> Bool {
    let covered = damage.intersection(
      CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight).applying(
        CGAffineTransform(scaleX: 1 / scale, y: 1 / scale)))
    guard !covered.isNull else { return false }
    return covered.width * covered.height * scale * scale * 2 >= CGFloat(pixelWidth * pixelHeight)
  }

  /// The color of one pixel, unpremultiplied, each component 0…255.
  public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    precondition((0..<pixelWidth).contains(x) && (0..<pixelHeight).contains(y), "(\(x), \(y)) is outside the bitmap")
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let row = UnsafeRawPointer(cairo_image_surface_get_data(surface)! + y * stride)
    let value = row.load(fromByteOffset: x * 4, as: UInt32.self)
    let alpha = value >> 24
    func channel(_ shift: UInt32) -> UInt8 {
      let premultiplied = (value >> shift) & 0xFF
      guard alpha > 0 else { return 0 }
      return UInt8(min(255, (premultiplied * 255 + alpha / 2) / alpha))
    }
    return (channel(16), channel(8), channel(0), UInt8(alpha))
  }

  /// The bitmap encoded as PNG.
  public func pngData() -> Data { CairoImageEncoder.pngData(of: surface) }

  /// Writes the bitmap as a PNG file, atomically.
  public func write(to url: URL) throws {
    try pngData().write(to: url, options: .atomic)
  }
}

/// Feeds PNG data to cairo's stream reader.
private struct PNGReader {
  let data: Data
  var offset = 0

  mutating func read(into destination: UnsafeMutablePointer<UInt8>, count: Int) -> cairo_status_t {
    guard count <= data.count - offset else { return CAIRO_STATUS_READ_ERROR }
    let start = data.startIndex + offset
    data.copyBytes(to: destination, from: start..<start + count)
    offset += count
    return CAIRO_STATUS_SUCCESS
  }
}
