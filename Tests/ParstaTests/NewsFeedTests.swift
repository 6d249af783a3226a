import Foundation
import LocalHTTPServer
import Testing

@testable import Parsta

/// The model's feed fetches when Home first shows it, and again only once its last fetch is an hour old.
@MainActor @Suite struct NewsFeedTests {
  /// A feed of one post titled `title`.
  private static func feed(_ title: String) -> Data {
    Data(
      """
      <?xml version="1.0" encoding="utf-8"?>
      <feed xmlns="http://www.w3.org/2005/Atom">
      <entry><title>\(title)</title><link href="https://www.swift.org/blog/\(title.lowercased())/"/>
      <published>2025-09-15T05:00:00-04:00</published></entry>
      </feed>
      """.utf8)
  }

  /// A server answering `/atom.xml` with a feed of one post titled `title`.
  private static func server(_ title: String) throws -> LocalHTTPServer {
    try LocalHTTPServer.news(files: ["/atom.xml": ("application/atom+xml", feed(title))])
  }

  /// A data folder of the test's own, not made until a loader writes to it.
  private static func folder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("news-feed-\(UUID().uuidString)")
  }

  /// The loader of a data folder of its own, fetching `url`, at `now`.
  private static func loader(_ url: URL, folder: URL, now: Date) -> NewsLoader {
    NewsLoader(environment: ParstaEnvironment(dataFolder: folder, now: { now }, feedURL: url), timeout: 2)
  }

  @Test func showingHomeAgainSoonFetchesNothingAndAnHourLaterFetchesAnew() async throws {
    let first = try Self.server("First")
    defer { first.stop() }
    let second = try Self.server("Second")
    defer { second.stop() }
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let start = Date(timeIntervalSince1970: 1_796_155_200)
    let news = NewsFeed()

    await news.load(with: Self.loader(first.url("/atom.xml"), folder: folder, now: start))
    #expect(news.items.map(\.title) == ["First"])
    #expect(news.source == .live)

    // Fifty-nine minutes later the second server would answer "Second", but nothing asks it.
    let soon = start.addingTimeInterval(NewsFeed.refreshInterval - 60)
    await news.load(with: Self.loader(second.url("/atom.xml"), folder: folder, now: soon))
    #expect(news.items.map(\.title) == ["First"])

    let later = start.addingTimeInterval(NewsFeed.refreshInterval)
    await news.load(with: Self.loader(second.url("/atom.xml"), folder: folder, now: later))
    #expect(news.items.map(\.title) == ["Second"])
  }

  @Test func aFetchCancelledWhenHomeLeavesIsDueAgainWhenItComesBack() async throws {
    let slow = try LocalHTTPServer.news()
    defer { slow.stop() }
    let fast = try Self.server("Fetched")
    defer { fast.stop() }
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let now = Date(timeIntervalSince1970: 1_796_155_200)
    let news = NewsFeed()

    // `/silent` accepts and never answers: the fetch is still running when Home leaves and its task is cancelled.
    let leaving = Task { await news.load(with: Self.loader(slow.url("/silent"), folder: folder, now: now)) }
    try await Task.sleep(for: .milliseconds(300))
    leaving.cancel()
    await leaving.value
    #expect(!news.isOffline)

    await news.load(with: Self.loader(fast.url("/atom.xml"), folder: folder, now: now))
    #expect(news.items.map(\.title) == ["Fetched"])
  }

  @Test func aFeedMadeWithItsPostsLoadsNothing() async throws {
    let server = try Self.server("Fetched")
    defer { server.stop() }
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let news = NewsFeed(items: NewsViewTests.items)
    await news.load(with: Self.loader(server.url("/atom.xml"), folder: folder, now: Date()))
    #expect(news.items == NewsViewTests.items)
  }
}
