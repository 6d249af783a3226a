import Foundation

/// A decoded bitmap image, as UIKit's `UIImage`, for `Image(uiImage:)`.
///
/// Decoding goes through the platform's image decoder (gdk-pixbuf in `EaselCairo`), which a host installs.
///
/// Two images are equal when they hold the same image data, as UIKit's `isEqual(_:)` compares them: the same
/// scale, size and pixels, however each was made.
public final class UIImage: Hashable, Sendable {
  /// The decoded bitmap.
  public let bitmap: PlatformImage
  /// Pixels per point.
  public let scale: CGFloat

  /// The size in points.
  public var size: CGSize { CGSize(width: bitmap.pixelSize.width / scale, height: bitmap.pixelSize.height / scale) }

  /// An image wrapping a decoded bitmap.
  public init(bitmap: PlatformImage, scale: CGFloat = 1) { (self.bitmap, self.scale) = (bitmap, scale) }

  /// Decodes image data, throwing the reason it is not a readable image.
  public convenience init(decoding data: Data, scale: CGFloat = 1) throws {
    guard let decoder = PlatformServices.imageDecoder else { throw ImageDecodingError.noDecoder }
    self.init(bitmap: try decoder.decodeImage(from: data), scale: scale)
  }

  /// Decodes image data; `nil` when it is not a readable image.
  public convenience init?(data: Data, scale: CGFloat = 1) {
    guard let bitmap = try? PlatformServices.imageDecoder?.decodeImage(from: data) else { return nil }
    self.init(bitmap: bitmap, scale: scale)
  }

  /// Reads and decodes an image file; `nil` when it cannot be read or decoded.
  public convenience init?(contentsOfFile path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    self.init(data: data)
  }

  /// The image as PNG data, with its transparency; `nil` when no encoder is installed (no host has started).
  public func pngData() -> Data? { PlatformServices.imageEncoder?.pngData(of: bitmap) }

  /// The image as JPEG data, which has no transparency (transparent pixels become black);
  /// `compressionQuality` goes from 0 (smallest) to 1 (best). `nil` when no encoder is installed.
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    PlatformServices.imageEncoder?.jpegData(of: bitmap, quality: min(1, max(0, compressionQuality)))
  }

  public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    guard lhs.scale == rhs.scale, lhs.bitmap.pixelSize == rhs.bitmap.pixelSize else { return false }
    if lhs.bitmap == rhs.bitmap { return true }
    if let same = lhs.bitmap.hasSamePixels(as: rhs.bitmap) { return same }
    guard let left = lhs.pngData(), let right = rhs.pngData() else { return false }
    return left == right
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(scale)
    hasher.combine(bitmap.pixelSize.width)
    hasher.combine(bitmap.pixelSize.height)
  }
}

/// AppKit's name for the same image type.
public typealias NSImage = UIImage
