import EaselTesting
import Foundation
import LocalHTTPServer
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore
@testable import EmojiArt

/// Cut, Copy, Paste and Duplicate on the canvas: emojis between documents, text to and from other applications,
/// pictures and their addresses as the background; each one undo step under its name.
@MainActor
struct EmojiArtClipboardTests {
  /// The clipboard MIME type of copied emojis, which only EmojiArt reads.
  static let emojisMIMEType = "application/x-edu.stanford.cs193p.emojiart.emojis"

  /// A window with 🐶 at (-40, 10) and a larger 🐱 at (30, -20), both selected.
  private func windowWithTwoSelectedEmojis() -> EmojiArtHost {
    let window = EmojiArtHost()
    window.add("🐶", -40, 10)
    window.add("🐱", 30, -20, size: 64)
    #expect(window.host.key("a", modifiers: .command))
    return window
  }

  /// Runs `command`'s shortcut (Ctrl+C or Ctrl+X) and waits for the clipboard to be written.
  private func copy(in window: EmojiArtHost, key: KeyEquivalent = "c") async throws -> ClipboardItem {
    window.host.clipboard.items = []
    #expect(window.host.key(key, modifiers: .command))
    #expect(await window.host.runMainQueue(until: { !window.host.clipboard.items.isEmpty }))
    return try #require(window.host.clipboard.items.first)
  }

  /// Pastes into `window` from its clipboard, and waits until the document has `count` emojis and the paste is an
  /// undo step of its own: a change made after an event closes its undo group on the main queue's next pass.
  private func paste(into window: EmojiArtHost, until count: Int) async {
    #expect(window.host.key("v", modifiers: .command))
    let undoManager = window.host.documentWindows?.open.first?.session.undoManager
    #expect(
      await window.host.runMainQueue(until: { window.texts.count == count && undoManager?.groupingLevel == 0 }))
  }

  /// The emojis of `window`'s document as text, place and size, bottom first.
  private func placed(_ window: EmojiArtHost) -> [String] {
    window.document?.emojis.map { "\($0.text) \($0.x),\($0.y) \($0.size)" } ?? []
  }

  @Test func copiedEmojisPasteAsCopiesBesideThemAndBecomeTheSelection() async throws {
    let window = EmojiArtHost()
    window.add("🐶", -40, 10)
    #expect(!window.host.graph.canPerform(.copy), "nothing selected, nothing to copy")
    window.add("🐱", 30, -20, size: 64)
    #expect(window.host.key("a", modifiers: .command))
    let item = try await copy(in: window)
    #expect(item.mimeTypes == [Self.emojisMIMEType, ClipboardItem.textMIMEType])
    #expect(item.string == "🐶🐱", "other applications paste the emojis' text")
    await paste(into: window, until: 4)
    #expect(placed(window) == ["🐶 -40,10 40", "🐱 30,-20 64", "🐶 -20,30 40", "🐱 50,0 64"])
    #expect(window.host.key(.deleteForward))
    #expect(placed(window) == ["🐶 -40,10 40", "🐱 30,-20 64"], "the copies were selected, not the originals")
    #expect(window.menuItem("Edit", "Undo Delete Emojis"))
    #expect(window.host.key(.escape))
    #expect(window.host.key("z", modifiers: .command))
    await paste(into: window, until: 6)
    #expect(placed(window).suffix(2) == ["🐶 0,50 40", "🐱 70,20 64"], "a step further while copies sit there")
    #expect(window.menuItem("Edit", "Undo Paste Emojis"))
  }

  @Test func emojisPasteIntoAnotherDocumentWhereTheyAreSeen() async throws {
    let source = windowWithTwoSelectedEmojis()
    let item = try await copy(in: source)
    let other = EmojiArtHost()
    other.host.clipboard.items = [item]
    await paste(into: other, until: 2)
    #expect(placed(other) == ["🐶 -40,10 40", "🐱 30,-20 64"], "where they were, as they sit to each other")
    #expect(other.menuItem("Edit", "Undo Paste Emojis"))
    #expect(other.host.key(.escape))

    // Copied far from the other window's view: pasted at its centre, still as they sit to each other.
    source.document?.moveEmojis(
      Set(source.document?.emojis.map(\.id) ?? []), by: CGSize(width: 3000, height: 0), undoManager: nil)
    source.host.layout()
    let far = try await copy(in: source)
    other.host.clipboard.items = [far]
    await paste(into: other, until: 4)
    #expect(placed(other).suffix(2) == ["🐶 -35,15 40", "🐱 35,-15 64"])
    #expect(source.texts.count == 2, "copying leaves the source as it was")
  }

  @Test func cutTakesTheEmojisOffAndAPastePutsThemBack() async throws {
    let window = windowWithTwoSelectedEmojis()
    let item = try await copy(in: window, key: "x")
    #expect(item.string == "🐶🐱")
    #expect(window.texts.isEmpty)
    #expect(!window.host.graph.canPerform(.cut), "nothing is selected after a cut")
    #expect(window.menuItem("Edit", "Undo Cut Emojis"))
    #expect(window.host.tap(text: "Undo Cut Emojis"))
    #expect(window.texts == ["🐶", "🐱"])
    #expect(window.host.key("z", modifiers: [.command, .shift]))
    #expect(window.texts.isEmpty, "the redo cuts again")
    await paste(into: window, until: 2)
    #expect(placed(window) == ["🐶 -40,10 40", "🐱 30,-20 64"], "cut emojis come back in place")
  }

  @Test func emojiTextFromAnotherApplicationIsAddedAtTheCentre() async throws {
    let window = EmojiArtHost()
    window.host.clipboard.items = [ClipboardItem(string: String(repeating: "🐸", count: 5_000))]
    #expect(window.host.key("v", modifiers: .command))
    window.host.clipboard.items = [ClipboardItem(string: "Dogs 🐶 and cats 🐱!")]
    await paste(into: window, until: 2)
    #expect(placed(window) == ["🐶 -20,0 40", "🐱 20,0 40"], "only the emojis, side by side; the huge text added none")
    #expect(window.host.key(.deleteForward), "the pasted emojis are selected")
    #expect(window.texts.isEmpty)
    #expect(window.host.key("z", modifiers: .command))
    #expect(window.menuItem("Edit", "Undo Paste Emojis"))
  }

  @Test func duplicatePlacesCopiesBesideTheSelectionAndSelectsThem() throws {
    let window = EmojiArtHost()
    window.add("🐶", -40, 10)
    #expect(!window.host.key("d", modifiers: .command), "nothing selected, nothing to duplicate")
    #expect(window.host.key("a", modifiers: .command))
    #expect(window.host.key("d", modifiers: .command))
    #expect(window.host.key("d", modifiers: .command))
    #expect(placed(window) == ["🐶 -40,10 40", "🐶 -20,30 40", "🐶 0,50 40"], "each copy beside the one before")
    #expect(window.menuItem("Edit", "Undo Duplicate Emoji"))
    #expect(window.host.tap(text: "Undo Duplicate Emoji"))
    #expect(window.texts.count == 2)
  }

  @Test func aPastedPictureBecomesTheBackground() async throws {
    let window = EmojiArtHost()
    window.add("🐶", 0, 0)
    let picture = try Data(contentsOf: try EmojiArtHost.fixture("background.png"))
    window.host.clipboard.items = [ClipboardItem(pngData: picture)]
    #expect(window.host.graph.canPerform(.paste))
    #expect(window.host.key("v", modifiers: .command))
    #expect(await window.host.runMainQueue(until: { window.document?.backgroundImage != nil }))
    #expect(window.document?.emojiArt.background == .imageData(picture))
    #expect(window.texts == ["🐶"])
    #expect(window.menuItem("Edit", "Undo Paste Background"))
  }

  @Test func aPastedPictureThatIsNotOneSaysSoAndKeepsTheBackground() async throws {
    let window = EmojiArtHost()
    window.host.clipboard.items = [ClipboardItem(pngData: Data("not a picture".utf8))]
    #expect(window.host.key("v", modifiers: .command))
    #expect(
      await window.host.runMainQueue(until: {
        if case .failed = window.document?.backgroundStatus { true } else { false }
      }))
    #expect(window.host.find(text: "The dropped data is not an image EmojiArt can show.") != nil)
    #expect(window.document?.emojiArt.background == nil)
  }
}

/// Picture addresses pasted from a browser, fetched from a server on 127.0.0.1. One at a time, as the other web
/// tests.
@MainActor @Suite(.serialized)
struct EmojiArtPastedAddressTests {
  let server: LocalHTTPServer

  init() throws {
    let picture = try Data(contentsOf: try EmojiArtHost.fixture("background.png"))
    server = try LocalHTTPServer(files: ["/picture.png": ("image/png", picture)])
  }

  /// Pastes `item` into a new window and waits for the web background to come.
  private func paste(_ item: ClipboardItem) async -> EmojiArtHost {
    let window = EmojiArtHost()
    window.host.clipboard.items = [item]
    #expect(window.host.key("v", modifiers: .command))
    #expect(await window.host.runMainQueue(until: { window.document?.backgroundImage != nil }))
    return window
  }

  @Test func aPastedImageAddressBecomesTheBackground() async throws {
    defer { server.stop() }
    let url = server.url("/picture.png")
    let window = await paste(ClipboardItem(url: url))
    #expect(window.document?.emojiArt.background == .url(url))
    #expect(window.menuItem("Edit", "Undo Paste Background"))
  }

  @Test func aPastedSearchResultsLinkFetchesItsImgurl() async throws {
    defer { server.stop() }
    let image = server.url("/picture.png")
    let query = try #require(image.absoluteString.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
    let link = server.url("/search?q=blue&imgurl=\(query)&tbm=isch").absoluteString
    let window = await paste(ClipboardItem(string: link))
    #expect(window.document?.emojiArt.background == .url(image))
    #expect(window.texts.isEmpty)
  }
}
