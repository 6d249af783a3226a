import Easel
import EaselNetworking
import Foundation

/// Reads a background image within EmojiArt's limits, off the main thread, and says in a sentence why one cannot
/// be used: the alert shows the reason and the document keeps its old background.
///
/// An image may have 50 MB at most, and 100 megapixels: a small file can declare a huge bitmap (a decompression
/// bomb), so the decoder refuses it from its header, before it allocates the pixels.
struct BackgroundLoader: Sendable {
  /// Why an image cannot be the background, as a sentence for the alert.
  struct Failure: Error, Equatable {
    let reason: String
  }

  /// The most bytes an image may have, whether read from a file, dropped as data or fetched.
  static let maximumBytes = 50_000_000

  /// How long a fetch may take, from the request to the last byte.
  var timeout: TimeInterval = 15
  /// How many bytes an image may have; tests lower it to see an endless stream cut off without sending 50 MB.
  var byteLimit = maximumBytes

  /// The byte limit as the reasons say it.
  private var megabytes: String { "\(String(format: "%g", Double(byteLimit) / 1_000_000)) MB" }

  /// Decodes `data`, named `name` in the reasons ("The dropped image", "“photo.png”").
  func image(from data: Data, name: String) throws(Failure) -> UIImage {
    guard data.count <= byteLimit else { throw Failure(reason: "\(name) is larger than \(megabytes).") }
    do {
      return try UIImage(decoding: data)
    } catch ImageDecodingError.tooLarge(let width, let height) {
      throw Failure(reason: "\(name) is \(width) × \(height) pixels, more than the 100 megapixels EmojiArt shows.")
    } catch {
      throw Failure(reason: "\(name) is not an image EmojiArt can show.")
    }
  }

  /// Fetches and decodes the image at `url`. A cancelled fetch throws nothing the user needs to see: `nil` is
  /// returned.
  @concurrent
  func image(at url: URL) async throws(Failure) -> UIImage? {
    let name = url.host ?? url.absoluteString
    guard url.isWebURL else { throw Failure(reason: "\(url.absoluteString) is not a web address.") }
    let data: Data
    do {
      (data, _) = try await BoundedDownload.get(url, timeout: timeout, limit: byteLimit, accept: "image/*")
    } catch {
      switch error {
      case .cancelled: return nil
      case .timedOut:
        throw Failure(reason: "\(name) did not send the image within \(String(format: "%g", timeout)) seconds.")
      case .tooLarge: throw Failure(reason: "The image at \(name) is larger than \(megabytes).")
      case .status(let code):
        throw Failure(reason: "\(name) has no image at that address (HTTP error \(code)).")
      case .tooManyRedirects: throw Failure(reason: "\(name) redirects without end.")
      case .transport: throw Failure(reason: "\(name) could not be reached.")
      }
    }
    return try image(from: data, name: "The file at \(name)")
  }
}
