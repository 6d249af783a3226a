import Foundation

/// One post of the swift.org blog as the news carousel shows it.
public struct NewsItem: Codable, Hashable, Sendable, Identifiable {
  /// The post's address, which also identifies it.
  public var link: URL
  /// The post's title, as plain text.
  public var title: String
  /// When the post was published (or last updated, when the feed gives no publication date).
  public var date: Date?
  /// The post's summary, as plain text; empty when the feed has none.
  public var summary: String
  /// The first picture of the post, absolute and http(s); `nil` when the post has none.
  public var imageURL: URL?

  public var id: URL { link }

  public init(link: URL, title: String, date: Date? = nil, summary: String = "", imageURL: URL? = nil) {
    (self.link, self.title, self.date, self.summary, self.imageURL) = (link, title, date, summary, imageURL)
  }
}

extension NewsItem {
  /// Real swift.org blog posts shipped with the app, shown when there is neither a network nor a cached feed, so
  /// the carousel is never empty.
  public static func bundled() -> [NewsItem] {
    guard let url = Bundle.module.url(forResource: "news-bundled", withExtension: "json"),
      let data = try? Data(contentsOf: url), let items = try? NewsItem.decoder.decode([NewsItem].self, from: data)
    else { return [] }
    return items
  }

  /// Dates as ISO 8601 text, in the bundled file and in the cache.
  static let decoder: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }()

  static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return encoder
  }()
}
