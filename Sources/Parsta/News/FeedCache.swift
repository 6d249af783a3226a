import Foundation

/// The last feed that was read successfully, kept in the data folder so the carousel has news when offline or
/// when the feed is broken.
public struct FeedCache: Sendable {
  /// What the cache holds: the entries and when they were fetched.
  public struct Snapshot: Codable, Equatable, Sendable {
    public var items: [NewsItem]
    public var fetched: Date
  }

  /// The cache file.
  public let file: URL

  /// The cache in `folder` (the app's data folder).
  public init(folder: URL) { file = folder.appendingPathComponent("news-feed.json") }

  /// The cached feed; `nil` when there is none or it cannot be read (then it is as good as absent).
  ///
  /// The file is outside the app's control, so it is held to what the feed parser lets through: posts whose link is
  /// not a web address are dropped, and pictures that are not are forgotten.
  public func load() -> Snapshot? {
    guard let data = try? Data(contentsOf: file),
      var snapshot = try? NewsItem.decoder.decode(Snapshot.self, from: data)
    else { return nil }
    snapshot.items = snapshot.items.filter(\.link.isWebAddress).map { item in
      var item = item
      if item.imageURL?.isWebAddress == false { item.imageURL = nil }
      return item
    }
    return snapshot.items.isEmpty ? nil : snapshot
  }

  /// Keeps `items` as the last good feed. The write is atomic (a temporary file renamed over the old one), so a
  /// crash midway leaves the previous cache whole.
  public func save(_ items: [NewsItem], fetched: Date) throws {
    guard !items.isEmpty else { return }
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let data = try NewsItem.encoder.encode(Snapshot(items: items, fetched: fetched))
    try data.write(to: file, options: .atomic)
  }
}
