import CEaselShim
import CGtk
import Easel
import Foundation

/// Decodes image files with gdk-pixbuf into cairo image surfaces (``CairoImage``).
///
/// Reads every format gdk-pixbuf has a loader for: PNG, JPEG, GIF (its first frame), BMP, TIFF, ICO, SVG and, where
/// the loader is installed, WebP. JPEG orientation tags are applied. Oversized images are rejected from
/// their header, before their pixels are decoded, so a hostile file cannot exhaust memory. Safe to use from
/// any thread.
public struct PixbufImageDecoder: ImageDecoder {
  /// The default ``maximumPixelCount``: 100 megapixels (400 MB decoded).
  public static let defaultMaximumPixelCount = 100_000_000
  /// The largest width or height a cairo image surface can have.
  public static let maximumDimension = 32_767

  /// The largest number of pixels (width × height) decoded; larger images throw `ImageDecodingError.tooLarge`.
  public var maximumPixelCount: Int

  /// A decoder rejecting images above `maximumPixelCount` pixels.
  public init(maximumPixelCount: Int = PixbufImageDecoder.defaultMaximumPixelCount) {
    self.maximumPixelCount = maximumPixelCount
  }

  /// Decodes `data` into a `PlatformImage` whose backing is a ``CairoImage``.
  /// - Throws: `ImageDecodingError.tooLarge` for images above the limits, `.unreadable` with gdk-pixbuf's
  ///   explanation for data that is not an image or is damaged.
  public func decodeImage(from data: Data) throws -> PlatformImage {
    guard !data.isEmpty else { throw ImageDecodingError.unreadable("The data is empty.") }
    guard !PNGDataBound.isCutShort(data, maximumPixels: maximumPixelCount) else {
      throw ImageDecodingError.unreadable("The PNG image is cut short: it holds far less data than its size needs.")
    }
    let pixbuf = try loadPixbuf(GIFFirstFrame.cut(data))
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    return try Self.makeImage(from: pixbuf).platformImage()
  }

  /// The decoded, upright pixbuf; the caller owns the returned reference.
  private func loadPixbuf(_ data: Data) throws -> OpaquePointer {
    let loader = gdk_pixbuf_loader_new()!
    defer { g_object_unref(loader) }
    var limit = EaselImageSizeLimit(
      max_pixels: gint64(maximumPixelCount), max_dimension: Int32(Self.maximumDimension), width: 0, height: 0,
      too_large: 0)
    var error: UnsafeMutablePointer<GError>?
    defer { if let error { g_error_free(error) } }

    let loaded = withUnsafeMutablePointer(to: &limit) { limitPointer in
      let handler = easel_pixbuf_loader_limit_size(loader, limitPointer)
      defer { g_signal_handler_disconnect(loader, handler) }
      var written = true
      data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
        let bytes = buffer.bindMemory(to: UInt8.self)
        // Chunks let us stop early for loaders that keep decoding after being asked for a 0×0 image.
        let chunkSize = 256 * 1024
        var offset = 0
        while written, offset < bytes.count, limitPointer.pointee.too_large == 0 {
          let count = min(chunkSize, bytes.count - offset)
          written = gdk_pixbuf_loader_write(loader, bytes.baseAddress! + offset, gsize(count), &error) != 0
          offset += count
        }
      }
      // A failed write has already closed the loader; closing it again is a programming error in GLib's eyes.
      guard written else { return false }
      return gdk_pixbuf_loader_close(loader, &error) != 0
    }
    if limit.too_large != 0 {
      throw ImageDecodingError.tooLarge(width: Int(limit.width), height: Int(limit.height))
    }
    guard loaded else {
      let reason = error.map { String(cString: $0.pointee.message) } ?? "The image data is damaged."
      throw ImageDecodingError.unreadable(reason)
    }
    guard let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
      throw ImageDecodingError.unreadable("The data is not an image in a supported format.")
    }
    // Phone cameras store photos sideways with an orientation tag; the tag says how to show them.
    guard let upright = gdk_pixbuf_apply_embedded_orientation(pixbuf) else {
      throw ImageDecodingError.unreadable("The image could not be rotated to its orientation.")
    }
    return upright
  }

  /// Copies `pixbuf` into a premultiplied ARGB32 surface.
  private static func makeImage(from pixbuf: OpaquePointer) throws -> CairoImage {
    let width = Int(gdk_pixbuf_get_width(pixbuf))
    let height = Int(gdk_pixbuf_get_height(pixbuf))
    let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
    let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
    let rowStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
    guard gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, channels == (hasAlpha ? 4 : 3), width > 0, height > 0 else {
      throw ImageDecodingError.unreadable("The image has an unsupported pixel format.")
    }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw ImageDecodingError.tooLarge(width: width, height: height)
    }
    cairo_surface_flush(surface)
    let destination = cairo_image_surface_get_data(surface)!
    let destinationStride = Int(cairo_image_surface_get_stride(surface))
    let source = gdk_pixbuf_read_pixels(pixbuf)!
    for y in 0..<height {
      let sourceRow = source + y * rowStride
      let destinationRow = UnsafeMutableRawPointer(destination + y * destinationStride)
        .assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        let pixel = sourceRow + x * channels
        let (red, green, blue) = (UInt32(pixel[0]), UInt32(pixel[1]), UInt32(pixel[2]))
        // Cairo stores native-endian 32-bit words with color premultiplied by alpha.
        if hasAlpha {
          let alpha = UInt32(pixel[3])
          destinationRow[x] =
            alpha << 24 | premultiply(red, alpha) << 16 | premultiply(green, alpha) << 8 | premultiply(blue, alpha)
        } else {
          destinationRow[x] = 0xFF00_0000 | red << 16 | green << 8 | blue
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    return CairoImage(adopting: surface)
  }

  /// `value × alpha / 255`, rounded to nearest.
  @inline(__always)
  private static func premultiply(_ value: UInt32, _ alpha: UInt32) -> UInt32 {
    let product = value * alpha + 128
    return (product + (product >> 8)) >> 8
  }
}
