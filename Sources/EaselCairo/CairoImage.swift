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

  /// A `PlatformImage` backed by this surface.
  public func platformImage() -> PlatformImage {
    PlatformImage(pixelSize: CGSize(width: pixelWidth, height: pixelHeight), backing: self)
  }

  deinit { cairo_surface_destroy(surface) }
}
