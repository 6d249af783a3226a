import Foundation

/// Encodes bitmaps as image files, for `UIImage.pngData()` and `UIImage.jpegData(compressionQuality:)`. Hosts
/// install one in ``PlatformServices/imageEncoder``. Safe to call from any thread.
public protocol ImageEncoder: Sendable {
  /// `image` as PNG, keeping its alpha channel; `nil` when it cannot be encoded.
  func pngData(of image: PlatformImage) -> Data?
  /// `image` as JPEG at `quality` (0 smallest … 1 best), without alpha; `nil` when it cannot be encoded.
  func jpegData(of image: PlatformImage, quality: CGFloat) -> Data?
}
