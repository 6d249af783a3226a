import Foundation
import LocalHTTPServer
import Testing

@testable import Parsta

/// The feed client against a real HTTP server on 127.0.0.1; serialized so the slow cases do not share the cores.
@Suite(.serialized) struct NewsClientTests {
  @Test func fetchesTheFeed() async throws {
    let server = try LocalHTTPServer.news()
    defer { server.stop() }
    let (items, data) = try await FeedClient(url: server.url("/feed"), timeout: 5).fetch()
    #expect(items.count == 5)
    #expect(items.first?.title == "Swift 6.2 Released")
    #expect(data == LocalHTTPServer.fixture("news-swift-org"))
  }

  @Test func errorStatusesAreTyped() async throws {
    let server = try LocalHTTPServer.news()
    defer { server.stop() }
    await #expect(throws: FeedClient.Failure.download(.status(404))) {
      try await FeedClient(url: server.url("/missing"), timeout: 5).fetch()
    }
  }

  @Test func anHTMLPageIsNotAFeed() async throws {
    let server = try LocalHTTPServer.news()
    defer { server.stop() }
    await #expect(throws: FeedClient.Failure.notAFeed("content type text/html; charset=utf-8")) {
      try await FeedClient(url: server.url("/page"), timeout: 5).fetch()
    }
  }

  @Test func aBrokenFeedIsUnreadable() async throws {
    let server = try LocalHTTPServer.news(files: [
      "/broken": ("application/atom+xml", LocalHTTPServer.fixture("news-malformed"))
    ])
    defer { server.stop() }
    await #expect {
      try await FeedClient(url: server.url("/broken"), timeout: 5).fetch()
    } throws: { error in
      if case .unreadable(.malformed) = error as? FeedClient.Failure { return true }
      return false
    }
  }

  @Test func anEndlessBodyIsCutAtTheLimit() async throws {
    let server = try LocalHTTPServer.news()
    defer { server.stop() }
    let clock = ContinuousClock()
    let start = clock.now
    await #expect(throws: FeedClient.Failure.download(.tooLarge(limit: 2 * 1024 * 1024))) {
      try await FeedClient(url: server.url("/endless"), timeout: 10).fetch()
    }
    #expect(clock.now - start < .seconds(3))
    // The client hung up: the server soon cannot send any more (what it sent past the limit filled socket buffers
    // and the session's queue before the cancel went through, and was dropped unread). The cancel runs on a global
    // queue and waits for the session's work queue: with the whole suite running in parallel it can take seconds.
    var previous = -1
    var stopped = false
    for _ in 0..<50 where !stopped {
      try await Task.sleep(for: .milliseconds(300))
      let sent = server.endlessBytesSent
      stopped = sent == previous
      previous = sent
    }
    #expect(stopped)
  }

  @Test func aSilentServerTimesOut() async throws {
    let server = try LocalHTTPServer.news()
    defer { server.stop() }
    let clock = ContinuousClock()
    let start = clock.now
    await #expect(throws: FeedClient.Failure.download(.timedOut)) {
      try await FeedClient(url: server.url("/silent"), timeout: 1).fetch()
    }
    let elapsed = clock.now - start
    #expect(elapsed >= .milliseconds(900) && elapsed < .seconds(4))
  }

  @Test func aTricklingServerTimesOutOverall() async throws {
    // A byte every 100 ms never trips a per-packet timeout; the overall one still ends it.
    let server = try LocalHTTPServer.news()
    defer { server.stop() }
    let clock = ContinuousClock()
    let start = clock.now
    await #expect(throws: FeedClient.Failure.download(.timedOut)) {
      try await FeedClient(url: server.url("/trickle"), timeout: 1).fetch()
    }
    #expect(clock.now - start < .seconds(4))
  }

  @Test func cancellingStopsAtOnce() async throws {
    let server = try LocalHTTPServer.news()
    defer { server.stop() }
    let client = FeedClient(url: server.url("/silent"), timeout: 10)
    let clock = ContinuousClock()
    let start = clock.now
    let task = Task { () -> FeedClient.Failure? in
      do {
        _ = try await client.fetch()
        return nil
      } catch {
        return error as? FeedClient.Failure
      }
    }
    try await Task.sleep(for: .milliseconds(100))
    task.cancel()
    #expect(await task.value == .download(.cancelled))
    #expect(clock.now - start < .seconds(2))
  }

  /// A fetch cancelled before it starts (a news screen left at once) must still let its session go: a session whose
  /// task never ran waits for it forever, and keeps its connection machinery's sockets open.
  @Test func aFetchCancelledBeforeItStartsLeavesNoSocketsOpen() async throws {
    let client = FeedClient(url: URL(string: "http://127.0.0.1:9/feed.xml")!, timeout: 5)
    let fetches = 30
    let before = Self.openSockets()
    for _ in 0..<fetches {
      let task = Task { try? await client.fetch() }
      task.cancel()
      _ = await task.value
    }
    // Each session left open keeps at least a pair; the tests running beside this one open a few of their own.
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(5)
    while Self.openSockets() - before >= fetches, clock.now < deadline { try await Task.sleep(for: .milliseconds(50)) }
    #expect(Self.openSockets() - before < fetches)
  }

  /// The sockets this process has open.
  private static func openSockets() -> Int {
    let folder = "/proc/self/fd"
    let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return descriptors.filter {
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\($0)"))?.hasPrefix("socket:") == true
    }.count
  }

  @Test func noServerIsATransportError() async throws {
    let server = try LocalHTTPServer.news()
    let url = server.url("/feed")
    server.stop()
    await #expect {
      try await FeedClient(url: url, timeout: 5).fetch()
    } throws: { error in
      if case .download(.transport) = error as? FeedClient.Failure { return true }
      return false
    }
  }

  @Test @MainActor func fallsBackToTheCacheThenTheBundledPosts() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("news-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try LocalHTTPServer.news()
    defer { server.stop() }
    let now = Date(timeIntervalSince1970: 1_796_155_200)

    // Nothing cached and the feed missing: the bundled posts, marked offline.
    let missing = NewsLoader(
      environment: ParstaEnvironment(dataFolder: folder, now: { now }, feedURL: server.url("/missing")), timeout: 2)
    let first = NewsFeed()
    await first.load(with: missing)
    #expect(first.source == .bundled && first.isOffline)
    #expect(first.items == NewsItem.bundled() && first.items.count >= 5)
    #expect(first.lastFailure == .download(.status(404)))

    // The feed works: live posts, saved to the cache.
    let good = NewsLoader(
      environment: ParstaEnvironment(dataFolder: folder, now: { now }, feedURL: server.url("/feed")), timeout: 2)
    let second = NewsFeed()
    await second.load(with: good)
    #expect(second.source == .live && !second.isOffline)
    #expect(second.items.first?.title == "Swift 6.2 Released")
    #expect(good.cache.load() == FeedCache.Snapshot(items: second.items, fetched: now))

    // The feed is broken now: the cached posts, marked offline, and the cache is kept.
    let silent = NewsLoader(
      environment: ParstaEnvironment(dataFolder: folder, now: { now }, feedURL: server.url("/page")), timeout: 2)
    let third = NewsFeed()
    await third.load(with: silent)
    #expect(third.source == .cached && third.isOffline)
    #expect(third.items == second.items)
    #expect(good.cache.load()?.items == second.items)
  }

  @Test func aDamagedCacheIsAbsent() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("news-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = FeedCache(folder: folder)
    #expect(cache.load() == nil)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("{\"items\": [".utf8).write(to: cache.file)
    #expect(cache.load() == nil)
    let items = NewsItem.bundled()
    try cache.save(items, fetched: Date(timeIntervalSince1970: 0))
    #expect(cache.load()?.items == items)
  }

  @Test func bundledPostsAreRealSwiftOrgPosts() {
    let items = NewsItem.bundled()
    #expect(items.count >= 5)
    #expect(items.allSatisfy { $0.link.absoluteString.hasPrefix("https://www.swift.org/blog/") && $0.date != nil })
    #expect(items.contains { $0.title == "Announcing Swift 6" })
    // Newest first, as the feed has them.
    #expect(items.compactMap(\.date) == items.compactMap(\.date).sorted(by: >))
  }
}
