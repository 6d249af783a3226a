import EaselTesting
import Foundation
import LocalHTTPServer
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore
@testable import EmojiArt

/// Backgrounds from the web, fetched from a server on 127.0.0.1: a browser's image or link dropped on the canvas,
/// and a document that stores its background's address. Every failure says why and keeps the old background.
/// One at a time: each starts a server and a download, and the whole suite runs beside them on two cores.
@MainActor @Suite(.serialized)
struct EmojiArtWebBackgroundTests {
  /// The blue 300 × 200 fixture, served at `/picture.png`.
  let picture: Data
  let server: LocalHTTPServer

  init() throws {
    picture = try Data(contentsOf: try EmojiArtHost.fixture("background.png"))
    server = try LocalHTTPServer(files: [
      "/picture.png": ("image/png", picture),
      "/bomb.png": ("image/png", try Data(contentsOf: try EmojiArtHost.fixture("huge-20000x20000.png"))),
    ])
  }

  /// A provider offering `url` as a browser's drag does.
  private func link(_ url: URL) -> NSItemProvider {
    let provider = NSItemProvider()
    provider.registerObject(url)
    return provider
  }

  /// A window whose document has the fixture's bytes as its background, the one a failure must keep.
  private func windowWithABackground() async throws -> EmojiArtHost {
    let window = EmojiArtHost()
    let document = try #require(window.document)
    #expect(document.setBackground(imageData: picture, undoManager: nil))
    return window
  }

  /// Drops `url` on `window`'s canvas and waits for the fetch to end; the alert's message, if one shows.
  private func drop(_ url: URL, on window: EmojiArtHost) async -> String? {
    await drop(link(url), on: window)
  }

  /// Drops `provider` on `window`'s canvas and waits for the fetch to end; the alert's message, if one shows.
  private func drop(_ provider: NSItemProvider, on window: EmojiArtHost) async -> String? {
    #expect(window.host.drop([provider], at: window.onCanvas(0, 0)))
    // Not "until it is not loading": the drop reaches the document a moment later, and is idle until then.
    #expect(await window.host.runMainQueue(until: { window.document.map(fetchEnded) ?? false }))
    guard case .failed(let reason) = window.document?.backgroundStatus else { return nil }
    #expect(window.host.find(text: "The background could not be set") != nil)
    #expect(window.host.find(text: reason) != nil, "the alert says why")
    return reason
  }

  /// Whether a web background has come or failed.
  private func fetchEnded(_ document: EmojiArtDocument) -> Bool {
    switch (document.backgroundStatus, document.emojiArt.background) {
    case (.failed, _), (.idle, .url?): true
    default: false
    }
  }

  /// Drops `url` on a window with a background and expects `reason`, with the old background kept.
  private func expectFailure(
    _ url: URL, _ reason: String, timeout: TimeInterval? = nil, byteLimit: Int? = nil
  ) async throws {
    let window = try await windowWithABackground()
    if let timeout { window.document?.backgroundLoader.timeout = timeout }
    if let byteLimit { window.document?.backgroundLoader.byteLimit = byteLimit }
    let said = await drop(url, on: window)
    #expect(said == reason)
    #expect(window.document?.emojiArt.background == .imageData(picture), "the old background stays")
    #expect(window.document?.backgroundImage?.size == CGSize(width: 300, height: 200))
    #expect(window.host.tap(text: "OK"))
    #expect(window.document?.backgroundStatus == .idle)
  }

  @Test func aDroppedImageAddressBecomesTheBackgroundByItsURL() async throws {
    defer { server.stop() }
    let window = EmojiArtHost()
    let url = server.url("/picture.png")
    #expect(await drop(url, on: window) == nil)
    #expect(window.document?.emojiArt.background == .url(url), "the document stores the address, not the bytes")
    #expect(window.document?.backgroundImage?.size == CGSize(width: 300, height: 200))
    let image = window.host.render()
    #expect(image.pixel(at: window.onCanvas(50, 50)).isClose(to: Pixel(r: 32, g: 96, b: 255)))
    #expect(window.menuItem("Edit", "Undo Set Background"))
    #expect(window.host.tap(text: "Undo Set Background"))
    #expect(window.document?.emojiArt.background == nil && window.document?.backgroundImage == nil)
  }

  @Test func aSearchResultsLinkFetchesTheImageInItsImgurl() async throws {
    defer { server.stop() }
    let window = EmojiArtHost()
    let image = server.url("/picture.png")
    let query = image.absoluteString.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
    // Dropped as text, as some browsers offer a link; the search page itself is never asked for.
    let text = server.url("/search?q=blue&imgurl=\(query)&tbm=isch").absoluteString
    #expect(await drop(NSItemProvider(object: text as NSString), on: window) == nil)
    #expect(window.document?.emojiArt.background == .url(image))
    #expect(window.texts.isEmpty, "an address adds no emojis")
  }

  @Test func aMissingImageSaysSo() async throws {
    defer { server.stop() }
    try await expectFailure(server.url("/missing"), "127.0.0.1 has no image at that address (HTTP error 404).")
  }

  @Test func aPageThatIsNotAnImageSaysSo() async throws {
    defer { server.stop() }
    try await expectFailure(server.url("/page"), "The file at 127.0.0.1 is not an image EmojiArt can show.")
  }

  @Test func anUnreachableHostSaysSo() async throws {
    server.stop()
    try await expectFailure(server.url("/picture.png"), "127.0.0.1 could not be reached.")
  }

  @Test func aServerThatNeverAnswersTimesOut() async throws {
    defer { server.stop() }
    try await expectFailure(
      server.url("/silent"), "127.0.0.1 did not send the image within 0.5 seconds.", timeout: 0.5)
  }

  @Test func anImageOverFiftyMegabytesIsRefusedFromItsLength() async throws {
    server.stop()
    let huge = try LocalHTTPServer(files: ["/huge.png": ("image/png", Data(count: 50_000_001))])
    defer { huge.stop() }
    try await expectFailure(huge.url("/huge.png"), "The image at 127.0.0.1 is larger than 50 MB.")
  }

  @Test func anEndlessStreamIsCutOffAtTheLimitAndNotReadOn() async throws {
    defer { server.stop() }
    try await expectFailure(
      server.url("/endless"), "The image at 127.0.0.1 is larger than 1 MB.", byteLimit: 1_000_000)
    // Cut off means the connection closes: the server's count stops growing. corelibs' cancel can lag behind a
    // sender this fast on a busy machine, so it gets up to 10 s; a client reading on would keep it growing.
    var sent = -1
    var checks = 0
    while server.endlessBytesSent != sent && checks < 50 {
      sent = server.endlessBytesSent
      checks += 1
      try await Task.sleep(for: .milliseconds(200))
    }
    #expect(server.endlessBytesSent == sent, "still sending after \(sent) bytes")
  }

  @Test func aStreamThatTricklesForeverIsCutOffAtTheTimeout() async throws {
    defer { server.stop() }
    // Every byte comes well within the timeout, so only a limit on the whole download ends it.
    try await expectFailure(
      server.url("/trickle"), "127.0.0.1 did not send the image within 0.5 seconds.", timeout: 0.5)
  }

  @Test func aDecompressionBombIsRefusedFromItsHeader() async throws {
    defer { server.stop() }
    try await expectFailure(
      server.url("/bomb.png"),
      "The file at 127.0.0.1 is 20000 × 20000 pixels, more than the 100 megapixels EmojiArt shows.")
  }

  @Test func droppedBombDataIsRefusedToo() async throws {
    defer { server.stop() }
    let window = try await windowWithABackground()
    let bomb = try Data(contentsOf: try EmojiArtHost.fixture("huge-20000x20000.png"))
    let provider = NSItemProvider()
    provider.registerDataRepresentation(forTypeIdentifier: UTType.png.identifier) { bomb }
    #expect(window.host.drop([provider], at: window.onCanvas(0, 0)))
    #expect(await window.host.runMainQueue(until: { window.document?.backgroundStatus != .loading }))
    let reason = "The dropped data is 20000 × 20000 pixels, more than the 100 megapixels EmojiArt shows."
    #expect(window.document?.backgroundStatus == .failed(reason))
    #expect(window.host.find(text: reason) != nil)
    #expect(window.document?.emojiArt.background == .imageData(picture))
  }

  @Test func endlessRedirectsAreCutOff() async throws {
    defer { server.stop() }
    // Cut off at the redirect limit: the 15-second timeout would say it did not send the image.
    try await expectFailure(server.url("/loop"), "127.0.0.1 redirects without end.")
  }

  @Test func redirectsToEverNewAddressesAreCutOffToo() async throws {
    defer { server.stop() }
    try await expectFailure(server.url("/chain/1"), "127.0.0.1 redirects without end.")
  }

  @Test func aDocumentWithAWebBackgroundFetchesItWhenItOpens() async throws {
    defer { server.stop() }
    var art = EmojiArt()
    art.background = .url(server.url("/picture.png"))
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("web-\(UUID().uuidString).emojiart")
    try art.json().write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let window = EmojiArtHost(documents: [file])
    #expect(await window.host.runMainQueue(until: { window.document?.backgroundImage != nil }))
    #expect(window.document?.backgroundStatus == .idle)
    #expect(window.document?.emojiArt == art, "opening changes nothing")
    let image = window.host.render()
    #expect(image.pixel(at: window.onCanvas(50, 50)).isClose(to: Pixel(r: 32, g: 96, b: 255)))
  }
}
