import CGtk
import Easel
import Foundation

/// A decoded bitmap as a cairo image surface: the `backing` of `PlatformImage`s made by ``PixbufImageDecoder``.
///
/// The surface is premultiplied ARGB32 and is not changed after creation, so the object may be shared
/// between threads; ``CairoRenderer`` draws it as a source.
public final class CairoImage: @unchecked Sendable {
  /// The cairo image surface; this object owns one reference to it.
  public let surface: OpaquePointer

  /// Takes over `surface`, a reference the caller owns, and flushes it so its pixels are final.
  public init(adopting surface: OpaquePointer) {
    cairo_surface_flush(surface)
    self.surface = surface
  }

  /// The width in pixels.
  public var pixelWidth: Int { Int(cairo_image_surface_get_width(surface)) }
  /// The height in pixels.
  public var pixelHeight: Int { Int(cairo_image_surface_get_height(surface)) }

  /// A `PlatformImage` backed by this surface, made from `source` when making it again gives the same pixels.
  public func platformImage(source: AnyHashable? = nil) -> PlatformImage {
    PlatformImage(pixelSize: CGSize(width: pixelWidth, height: pixelHeight), backing: self, source: source)
  }

  deinit { cairo_surface_destroy(surface) }
}

extension CairoImage: PixelComparing {
  /// Compares the rows of two ARGB32 surfaces byte for byte; the bytes the stride may add past a row's end are not
  /// pixels. Other formats (an opaque image decoded as RGB24, whose fourth byte is undefined) are left to the
  /// caller (`nil`).
  public func hasSamePixels(as other: AnyObject) -> Bool? {
    guard let other = other as? CairoImage else { return nil }
    if other === self { return true }
    guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
      cairo_image_surface_get_format(other.surface) == CAIRO_FORMAT_ARGB32,
      let left = cairo_image_surface_get_data(surface), let right = cairo_image_surface_get_data(other.surface)
    else { return nil }
    guard pixelWidth == other.pixelWidth, pixelHeight == other.pixelHeight else { return false }
    let (leftStride, rightStride) = (
      Int(cairo_image_surface_get_stride(surface)), Int(cairo_image_surface_get_stride(other.surface))
    )
    let rowBytes = pixelWidth * 4
    for row in 0..<pixelHeight where memcmp(left + row * leftStride, right + row * rightStride, rowBytes) != 0 {
      return false
    }
    return true
  }
}
