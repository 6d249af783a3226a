import Foundation

/// A decoded bitmap. Its pixels live in a renderer-specific backing object.
///
/// Images are equal when they are the same object, or when both were made from the same ``source``: a symbol a
/// renderer draws again after its cache let go of the first bitmap is the same image to a retained display list.
public final class PlatformImage: Equatable, Hashable, @unchecked Sendable {
  /// The size in pixels.
  public let pixelSize: CGSize
  /// The renderer's representation (for `EaselCairo`, an image surface); immutable once made.
  public let backing: AnyObject
  /// What the pixels were made from, when making it again gives the same pixels (a symbol's name, pixel size and
  /// colour); `nil` for an image that is only itself (a decoded file, a rendered view).
  public let source: AnyHashable?

  /// An image of `pixelSize` pixels held by `backing`, made from `source` when making it again from that gives the
  /// same pixels.
  public init(pixelSize: CGSize, backing: AnyObject, source: AnyHashable? = nil) {
    (self.pixelSize, self.backing, self.source) = (pixelSize, backing, source)
  }

  public static func == (lhs: PlatformImage, rhs: PlatformImage) -> Bool {
    if lhs === rhs { return true }
    guard let source = lhs.source else { return false }
    return source == rhs.source
  }

  public func hash(into hasher: inout Hasher) {
    if let source { hasher.combine(source) } else { hasher.combine(ObjectIdentifier(self)) }
  }

  /// Whether `other` holds the same pixels, asked of the backing when it can compare them itself; `nil` when it
  /// cannot (another renderer's backing), for the caller to compare encoded data instead.
  public func hasSamePixels(as other: PlatformImage) -> Bool? {
    guard pixelSize == other.pixelSize else { return false }
    return (backing as? any PixelComparing)?.hasSamePixels(as: other.backing)
  }
}

/// A ``PlatformImage`` backing that compares its pixels with another's without encoding either: an image is
/// compared with the one it replaces each time a published image changes (a frame drawn per animation tick), where
/// encoding both as PNG cost more than drawing them.
public protocol PixelComparing: AnyObject {
  /// Whether `other` holds the same pixels; `nil` when `other` is a backing this one cannot compare with.
  func hasSamePixels(as other: AnyObject) -> Bool?
}

/// Decodes image files (PNG, JPEG, GIF, WebP …) into bitmaps. Safe to call from any thread.
public protocol ImageDecoder: Sendable {
  /// Decodes `data`, or throws an ``ImageDecodingError``.
  func decodeImage(from data: Data) throws -> PlatformImage
}

/// Why image data could not be decoded.
public enum ImageDecodingError: Error, Equatable, CustomStringConvertible {
  /// No decoder is installed: no host has started.
  case noDecoder
  /// The data is not an image in a supported format, or it is damaged.
  case unreadable(String)
  /// The image's dimensions exceed what Easel decodes.
  case tooLarge(width: Int, height: Int)

  public var description: String {
    switch self {
    case .noDecoder: "No image decoder is installed; start a host (ViewHost or a window) first."
    case .unreadable(let reason): "The image could not be read: \(reason)"
    case .tooLarge(let w, let h): "The image is too large (\(w)×\(h) pixels)."
    }
  }
}
