import Easel
import Foundation

/// Where the news on screen came from.
public enum NewsSource: Hashable, Sendable {
  /// Fetched from the feed just now.
  case live
  /// The last good feed, kept on disk (the network or the feed failed).
  case cached
  /// The posts shipped with the app (no network and no cache yet).
  case bundled
}

/// How the carousel gets its news: the feed client, the cache and the picture loader of one environment.
public struct NewsLoader: Sendable {
  public var client: FeedClient
  public var cache: FeedCache
  public var images: NewsImageLoader
  public var now: @Sendable () -> Date

  /// The loader of `environment`: its feed, its data folder and its clock.
  public init(environment: ParstaEnvironment, timeout: TimeInterval = 10) {
    client = FeedClient(url: environment.feedURL, timeout: timeout)
    cache = FeedCache(folder: environment.dataFolder)
    images = NewsImageLoader(dataFolder: environment.dataFolder, timeout: timeout)
    now = environment.now
  }
}

/// The news the carousel shows, and their pictures, loaded without ever putting an error in the user's way: the
/// cached or bundled posts show at once and the feed replaces them when it arrives; when it does not, what is
/// there stays and ``isOffline`` says so.
@MainActor
public final class NewsFeed: ObservableObject {
  /// The posts, newest first as the feed has them.
  @Published public private(set) var items: [NewsItem]
  /// Where ``items`` came from.
  @Published public private(set) var source: NewsSource
  /// The fetch failed, so the posts are the cached or bundled ones.
  @Published public private(set) var isOffline = false
  /// The pictures fetched so far, by post.
  @Published public private(set) var images: [URL: UIImage] = [:]
  /// Why the last fetch failed, for diagnostics (never shown as an error).
  public private(set) var lastFailure: FeedClient.Failure?

  /// How old the last fetch must be before showing the carousel again fetches anew: the app may stay open for days,
  /// but a person going back and forth between tabs should not refetch the feed each time.
  public static let refreshInterval: TimeInterval = 60 * 60

  /// When the last load began, by the loader's clock.
  private var lastLoad: Date?
  private var isLoading = false
  /// A feed made with its posts (previews and tests) loads nothing.
  private let loadsNothing: Bool

  /// A feed that starts with the bundled posts until ``load(with:)`` runs.
  public init() {
    items = NewsItem.bundled()
    source = .bundled
    loadsNothing = false
  }

  /// A feed that shows `items` and loads nothing (previews and tests).
  public init(items: [NewsItem], source: NewsSource = .live, offline: Bool = false) {
    (self.items, self.source, self.isOffline, loadsNothing) = (items, source, offline, true)
  }

  /// The first time, shows the cache at once; then fetches the feed and its pictures, unless a load is running or
  /// the last began less than ``refreshInterval`` ago.
  public func load(with loader: NewsLoader) async {
    let now = loader.now()
    guard !loadsNothing, !isLoading else { return }
    if let lastLoad, now.timeIntervalSince(lastLoad) < Self.refreshInterval { return }
    let (isFirst, previous) = (lastLoad == nil, lastLoad)
    (lastLoad, isLoading) = (now, true)
    defer { isLoading = false }
    let cache = loader.cache
    if isFirst, let snapshot = await Task.detached(operation: { cache.load() }).value {
      items = snapshot.items
      source = .cached
    }
    do {
      let (fresh, _) = try await loader.client.fetch()
      if fresh.isEmpty {
        isOffline = source != .live
      } else {
        items = fresh
        source = .live
        isOffline = false
        lastFailure = nil
        let fetched = loader.now()
        try? await Task.detached { try cache.save(fresh, fetched: fetched) }.value
      }
    } catch {
      // Cancelled because the carousel left the screen (a switch of tab): the feed is due again when it comes back.
      guard !Task.isCancelled else {
        lastLoad = previous
        return
      }
      lastFailure = error
      isOffline = true
    }
    await loadImages(with: loader.images)
  }

  /// Fetches the pictures of the first posts one after another, so the carousel's first pages fill in first.
  func loadImages(with loader: NewsImageLoader) async {
    for item in items.prefix(NewsView.pageLimit) {
      guard let url = item.imageURL, images[item.link] == nil else { continue }
      if let image = await loader.image(at: url) { images[item.link] = image }
      if Task.isCancelled { return }
    }
  }
}
