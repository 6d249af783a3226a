import Easel
import EaselNetworking
import Foundation

/// Fetches the first picture of each post, within limits, and keeps it on disk so it is fetched once.
///
/// A picture is refused before decoding when its header declares more pixels than ``maximumPixels`` (a small
/// file can declare a huge bitmap), and after decoding when the bitmap turns out larger anyway.
public struct NewsImageLoader: Sendable {
  /// The folder of cached pictures.
  public let folder: URL
  /// How long one picture's download may take.
  public var timeout: TimeInterval
  /// How many bytes a picture may have.
  public var limit: Int
  /// How many pixels a decoded picture may have.
  public var maximumPixels: Int

  /// A loader caching into `folder`/news-images.
  public init(
    dataFolder: URL, timeout: TimeInterval = 10, limit: Int = 3 * 1024 * 1024, maximumPixels: Int = 12_000_000
  ) {
    folder = dataFolder.appendingPathComponent("news-images", isDirectory: true)
    (self.timeout, self.limit, self.maximumPixels) = (timeout, limit, maximumPixels)
  }

  /// The picture at `url`, from the disk cache or the network; `nil` when it cannot be had (the card is drawn).
  @concurrent
  public func image(at url: URL) async -> UIImage? {
    let file = cacheFile(for: url)
    if let data = try? Data(contentsOf: file), let image = decode(data) { return image }
    guard let (data, _) = try? await BoundedDownload.get(url, timeout: timeout, limit: limit, accept: "image/*"),
      let image = decode(data)
    else { return nil }
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? data.write(to: file, options: .atomic)
    return image
  }

  /// Decodes `data` if its size is within bounds.
  func decode(_ data: Data) -> UIImage? {
    guard let declared = ImageHeader.pixelSize(of: data), declared.width * declared.height <= maximumPixels,
      let image = UIImage(data: data)
    else { return nil }
    let size = image.bitmap.pixelSize
    guard Int(size.width) * Int(size.height) <= maximumPixels else { return nil }
    return image
  }

  /// The cache file of `url`: a stable hash of the address, so the name is safe whatever the URL holds.
  func cacheFile(for url: URL) -> URL {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in url.absoluteString.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return folder.appendingPathComponent(String(hash, radix: 16) + ".image")
  }
}
