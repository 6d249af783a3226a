import EaselNetworking
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches and reads the news feed, off the main thread, within a time limit and a size limit.
public struct FeedClient: Sendable {
  /// Why there is no feed from the network.
  public enum Failure: Error, Equatable, Sendable {
    /// The download failed: timed out, too large, an error status or no connection.
    case download(DownloadFailure)
    /// The server answered with something that is not a feed (an HTML page, an image, garbage).
    case notAFeed(String)
    /// The feed is broken: malformed XML, a refused DTD, too deep or too much text.
    case unreadable(AtomParser.Failure)
  }

  /// The feed's address.
  public var url: URL
  /// How long the whole fetch may take, from the request to the last byte.
  public var timeout: TimeInterval
  /// How many bytes the feed may have.
  public var limit: Int
  /// How the feed is read.
  public var parser: AtomParser

  /// A client of the feed at `url`: 10 seconds and 2 MB at most unless told otherwise.
  public init(url: URL, timeout: TimeInterval = 10, limit: Int = 2 * 1024 * 1024, parser: AtomParser = AtomParser()) {
    (self.url, self.timeout, self.limit, self.parser) = (url, timeout, limit, parser)
  }

  /// The feed's entries, with the bytes they were read from.
  @concurrent
  public func fetch() async throws(Failure) -> (items: [NewsItem], data: Data) {
    let data: Data
    let response: HTTPURLResponse
    do {
      (data, response) = try await BoundedDownload.get(
        url, timeout: timeout, limit: limit,
        accept: "application/atom+xml, application/xml;q=0.9, text/xml;q=0.8")
    } catch {
      throw .download(error)
    }
    let type = (response.value(forHTTPHeaderField: "Content-Type") ?? "").lowercased()
    if !type.isEmpty, !Self.acceptedTypes.contains(where: { type.hasPrefix($0) }) {
      throw .notAFeed("content type \(type)")
    }
    do {
      return (try parser.parse(data), data)
    } catch .notAFeed(let root) {
      throw .notAFeed("a <\(root)> document")
    } catch {
      throw .unreadable(error)
    }
  }

  /// Content types a feed is served with (servers label Atom in several ways).
  static let acceptedTypes = ["application/atom+xml", "application/xml", "text/xml", "application/rss+xml"]
}
