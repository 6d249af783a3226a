import CGtk
import Easel
import Foundation

/// Encodes ``CairoImage``s: PNG with cairo, JPEG with gdk-pixbuf. Safe to use from any thread.
public struct CairoImageEncoder: ImageEncoder {
  /// An encoder.
  public init() {}

  public func pngData(of image: PlatformImage) -> Data? {
    guard let image = image.backing as? CairoImage else { return nil }
    return Self.pngData(of: image.surface)
  }

  public func jpegData(of image: PlatformImage, quality: CGFloat) -> Data? {
    guard let image = image.backing as? CairoImage,
      // Unpremultiplies the surface's pixels, as JPEG stores plain color.
      let pixbuf = gdk_pixbuf_get_from_surface(image.surface, 0, 0, Int32(image.pixelWidth), Int32(image.pixelHeight))
    else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    let percent = String(Int((min(1, max(0, quality)) * 100).rounded()))
    var buffer: UnsafeMutablePointer<gchar>?
    var size: gsize = 0
    var error: UnsafeMutablePointer<GError>?
    defer { if let error { g_error_free(error) } }
    let saved = "quality".withCString { key in
      percent.withCString { value in
        var keys: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: key), nil]
        var values: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: value), nil]
        return gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "jpeg", &keys, &values, &error)
      }
    }
    guard saved != 0, let buffer else { return nil }
    defer { g_free(buffer) }
    return Data(bytes: buffer, count: Int(size))
  }

  /// The pixels of a cairo image surface as PNG.
  static func pngData(of surface: OpaquePointer) -> Data {
    cairo_surface_flush(surface)
    var data = Data()
    _ = withUnsafeMutablePointer(to: &data) { pointer in
      cairo_surface_write_to_png_stream(
        surface,
        { closure, bytes, length in
          closure!.assumingMemoryBound(to: Data.self).pointee.append(bytes!, count: Int(length))
          return CAIRO_STATUS_SUCCESS
        }, pointer)
    }
    return data
  }
}
