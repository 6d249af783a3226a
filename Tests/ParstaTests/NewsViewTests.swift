import Easel
import EaselTesting
import Foundation
import LocalHTTPServer
import Testing

@testable import Parsta

/// The carousel against virtual time, and its reference images.
@MainActor @Suite struct NewsViewTests {
  static let items = [
    NewsItem(
      link: URL(string: "https://www.swift.org/blog/swift-6.2-released/")!, title: "Swift 6.2 Released",
      date: Date(timeIntervalSince1970: 1_757_926_800)),
    NewsItem(
      link: URL(string: "https://www.swift.org/blog/swift-6.1-released/")!, title: "Swift 6.1 Released",
      date: Date(timeIntervalSince1970: 1_743_415_200)),
    NewsItem(
      link: URL(string: "https://www.swift.org/blog/announcing-swift-6/")!, title: "Announcing Swift 6",
      date: Date(timeIntervalSince1970: 1_726_563_600)),
  ]

  /// Records the links the view opens.
  @MainActor final class Opened {
    var urls: [URL] = []
  }

  private func host(
    items: [NewsItem] = items, offline: Bool = false, locale: Locale = Locale(identifier: "en"),
    colorScheme: ColorScheme = .light, opened: Opened = Opened(), reduceMotion: Bool = false
  ) -> ViewHost {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("news-view-\(UUID().uuidString)")
    // Port 9 (discard) on loopback refuses at once, should anything try to fetch.
    let model = ParstaModel(
      environment: ParstaEnvironment(
        dataFolder: folder, now: { Date(timeIntervalSince1970: 1_796_155_200) },
        feedURL: URL(string: "http://127.0.0.1:9/atom.xml")!))
    let view = ZStack {
      Color.parstaBackground
      NewsView(news: NewsFeed(items: items, source: offline ? .cached : .live, offline: offline))
    }
    .environmentObject(model)
    .environment(\.locale, locale)
    .environment(\.accessibilityReduceMotion, reduceMotion)
    .environment(
      \.openURL,
      OpenURLAction { url in
        opened.urls.append(url)
        return .handled
      })
    return ViewHost(view, size: CGSize(width: 390, height: 240), colorScheme: colorScheme)
  }

  /// Moves virtual time on in small steps, so that a page turned by the timer has time to settle.
  private func wait(_ host: ViewHost, _ seconds: TimeInterval) {
    for _ in 0..<Int((seconds * 10).rounded()) { host.advance(by: 0.1) }
  }

  /// The title of the page on screen: the one whose title lies inside the carousel's frame.
  private func visibleTitle(_ host: ViewHost) -> String? {
    Self.items.map(\.title).first { title in
      guard let frame = host.find(text: title) else { return false }
      return frame.minX >= 20 && frame.maxX <= 370
    }
  }

  @Test func turnsAPageEveryThreeSeconds() {
    let host = host()
    #expect(visibleTitle(host) == "Swift 6.2 Released")
    wait(host, 2.5)
    #expect(visibleTitle(host) == "Swift 6.2 Released")
    wait(host, 1.5)  // t = 4: turned at 3 and settled
    #expect(visibleTitle(host) == "Swift 6.1 Released")
    wait(host, 3)  // t = 7
    #expect(visibleTitle(host) == "Announcing Swift 6")
    wait(host, 3)  // t = 10: back to the first
    #expect(visibleTitle(host) == "Swift 6.2 Released")
  }

  @Test func withMotionReducedAPageTurnJumps() {
    let host = host(reduceMotion: true)
    wait(host, 3.1)  // turned at 3
    #expect(visibleTitle(host) == "Swift 6.1 Released", "in place a moment after the turn")
    #expect(!host.graph.hasRunningAnimations, "nothing slides")
  }

  @Test func thePauseControlPauses() throws {
    let host = host()
    let heading = try #require(host.find(text: "Swift News"))
    let pause = CGPoint(x: 356, y: heading.midY)
    host.tap(at: pause)
    wait(host, 10)
    #expect(visibleTitle(host) == "Swift 6.2 Released")
    host.tap(at: pause)  // play
    wait(host, 3.5)
    #expect(visibleTitle(host) == "Swift 6.1 Released")
  }

  @Test func thePointerOverTheCarouselPauses() throws {
    let host = host()
    let heading = try #require(host.find(text: "Swift News"))
    let page = CGPoint(x: 195, y: heading.maxY + 80)
    host.hover(at: page)
    wait(host, 7)
    #expect(visibleTitle(host) == "Swift 6.2 Released")
    host.hover(at: nil)
    wait(host, 3.5)
    #expect(visibleTitle(host) == "Swift 6.1 Released")
  }

  @Test func keyboardFocusOnAPagePauses() {
    let host = host()
    host.key(.tab)  // the pause control
    wait(host, 4)
    #expect(visibleTitle(host) == "Swift 6.1 Released")
    host.key(.tab)  // a page
    wait(host, 9)
    #expect(visibleTitle(host) == "Swift 6.1 Released")
  }

  @Test func aSinglePostStaysPut() {
    let host = host(items: [Self.items[2]])
    wait(host, 7)
    #expect(visibleTitle(host) == "Announcing Swift 6")
  }

  @Test func clickingAPageOpensItsPost() {
    let opened = Opened()
    let host = host(opened: opened)
    #expect(host.tap(text: "Swift 6.2 Released"))
    #expect(opened.urls == [Self.items[0].link])
    wait(host, 4)
    #expect(host.tap(text: "Swift 6.1 Released"))
    #expect(opened.urls == [Self.items[0].link, Self.items[1].link])
  }

  @Test func offlineNewsSaysSo() {
    #expect(host(offline: true).find(text: "Offline") != nil)
    #expect(host().find(text: "Offline") == nil)
    #expect(host(offline: true, locale: Locale(identifier: "ko")).find(text: "오프라인") != nil)
  }

  @Test func loadsTheFeedAndPicturesOfTheModelsEnvironment() async throws {
    let picture = ViewHost(
      LinearGradient(colors: [.blue, .teal], startPoint: .top, endPoint: .bottom),
      size: CGSize(width: 700, height: 320)
    ).render().pngData()
    // Port 0 stands for the server's port until it is known: a feed whose first post has a picture on the server.
    let feed = """
      <feed xmlns="http://www.w3.org/2005/Atom">
      <entry><title>Swift 6.2 Released</title><link href="https://www.swift.org/blog/swift-6.2-released/"/>
      <published>2025-09-15T05:00:00-04:00</published>
      <content type="html" xml:base="http://127.0.0.1:PORT/blog/">&lt;img src="/hero.png"&gt;</content></entry>
      <entry><title>Swift 6.1 Released</title><link href="https://www.swift.org/blog/swift-6.1-released/"/>
      <published>2025-03-31T06:00:00-04:00</published></entry>
      </feed>
      """
    let server = try LocalHTTPServer.news(files: ["/hero.png": ("image/png", picture)])
    defer { server.stop() }
    let served = try LocalHTTPServer.news(files: [
      "/atom.xml": ("application/atom+xml", Data(feed.replacingOccurrences(of: "PORT", with: "\(server.port)").utf8))
    ])
    defer { served.stop() }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("news-view-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let model = ParstaModel(environment: ParstaEnvironment(dataFolder: folder, feedURL: served.url("/atom.xml")))
    let news = NewsFeed()
    let host = ViewHost(
      NewsView(news: news, timeout: 2).environmentObject(model), size: CGSize(width: 390, height: 240))
    // The bundled posts show at once.
    #expect(host.find(text: NewsItem.bundled()[0].title) != nil)
    #expect(news.source == .bundled)
    for _ in 0..<200 where news.images.isEmpty {
      try await Task.sleep(for: .milliseconds(20))
      host.advance(by: 0.02)
    }
    #expect(news.source == .live && !news.isOffline)
    #expect(news.items.map(\.title) == ["Swift 6.2 Released", "Swift 6.1 Released"])
    #expect(news.images[news.items[0].link]?.bitmap.pixelSize == CGSize(width: 700, height: 320))
    #expect(FeedCache(folder: folder).load()?.items == news.items)
    #expect(host.find(text: "Swift 6.2 Released") != nil)
  }

  @Test func datesFollowTheLanguage() {
    let date = Self.items[0].date!
    #expect(NewsCard.dateText(date, locale: Locale(identifier: "en")) == "September 15, 2025")
    #expect(NewsCard.dateText(date, locale: Locale(identifier: "ko")) == "2025년 9월 15일")
  }

  @Test(arguments: [("en", ColorScheme.light), ("en", .dark), ("ko", .light), ("ko", .dark)])
  func referenceImages(language: String, colorScheme: ColorScheme) {
    let host = host(offline: language == "ko", locale: Locale(identifier: language), colorScheme: colorScheme)
    wait(host, 1)
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "ReferenceImages")
    let name = "parsta-news-\(language)-\(colorScheme == .dark ? "dark" : "light")"
    let comparison = ReferenceImage.compare(host.render(), named: name, in: directory)
    #expect(comparison.matches, "\(comparison)")
  }
}

/// Pictures: bounded downloads, the pixel cap, the disk cache.
@MainActor @Suite(.serialized) struct NewsImageTests {
  private func png(width: CGFloat, height: CGFloat) -> Data {
    let host = ViewHost(
      LinearGradient(colors: [.orange, .red], startPoint: .leading, endPoint: .trailing),
      size: CGSize(width: width, height: height))
    return host.render().pngData()
  }

  @Test func fetchesDecodesAndCaches() async throws {
    let picture = png(width: 60, height: 30)
    let server = try LocalHTTPServer.news(files: ["/hero.png": ("image/png", picture)])
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("news-images-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let loader = NewsImageLoader(dataFolder: folder, timeout: 2)
    let image = try #require(await loader.image(at: server.url("/hero.png")))
    #expect(image.bitmap.pixelSize == CGSize(width: 60, height: 30))
    // With the server gone, the disk copy answers.
    server.stop()
    #expect(await loader.image(at: server.url("/hero.png")) != nil)
    #expect(FileManager.default.fileExists(atPath: loader.cacheFile(for: server.url("/hero.png")).path))
  }

  @Test func refusesWhatIsNotABoundedPicture() async throws {
    let big = png(width: 300, height: 200)
    let server = try LocalHTTPServer.news(files: [
      "/big.png": ("image/png", big), "/text.png": ("image/png", Data("not a picture".utf8)),
    ])
    defer { server.stop() }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("news-images-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    // Too many pixels.
    let fewPixels = NewsImageLoader(dataFolder: folder, timeout: 2, maximumPixels: 10_000)
    #expect(await fewPixels.image(at: server.url("/big.png")) == nil)
    // Too many bytes.
    let fewBytes = NewsImageLoader(dataFolder: folder, timeout: 2, limit: 100)
    #expect(await fewBytes.image(at: server.url("/big.png")) == nil)
    // Not a picture, a 404, a silent server.
    let loader = NewsImageLoader(dataFolder: folder, timeout: 1)
    #expect(await loader.image(at: server.url("/text.png")) == nil)
    #expect(await loader.image(at: server.url("/nothing.png")) == nil)
    #expect(await loader.image(at: server.url("/silent")) == nil)
    // Nothing refused was cached.
    let cached = (try? FileManager.default.contentsOfDirectory(atPath: loader.folder.path)) ?? []
    #expect(cached.isEmpty)
  }

  @Test func readsDeclaredSizes() {
    #expect(ImageHeader.pixelSize(of: png(width: 40, height: 20)).map { [$0.width, $0.height] } == [40, 20])
    let gif = Data([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x10, 0x27, 0x10, 0x27, 0, 0])
    #expect(ImageHeader.pixelSize(of: gif).map { [$0.width, $0.height] } == [10_000, 10_000])
    // A JPEG whose start of frame declares 4000 × 3000 after an APP0 segment.
    let jpeg = Data(
      [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x0B, 0xB8, 0x0F, 0xA0, 0x03]
        + [UInt8](repeating: 0, count: 16))
    #expect(ImageHeader.pixelSize(of: jpeg).map { [$0.width, $0.height] } == [4000, 3000])
    #expect(ImageHeader.pixelSize(of: Data("hello".utf8)) == nil)
  }
}
