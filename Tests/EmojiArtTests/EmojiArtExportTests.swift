import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore
@testable import EmojiArt

/// Export as PNG at 1× and 2×, Copy as Image, and the round trip: the exported picture carries the document, and
/// EmojiArt opens it as the editable document again, never saving over it.
@MainActor
struct EmojiArtExportTests {
  /// A window whose document has the blue 300 × 200 fixture as background, a 🐶 at (-60, 0) that is selected and
  /// a large 🐱 at (70, 40).
  private func windowWithAPicture() throws -> EmojiArtHost {
    let window = EmojiArtHost()
    let picture = try Data(contentsOf: try EmojiArtHost.fixture("background.png"))
    #expect(window.document?.setBackground(imageData: picture, undoManager: nil) == true)
    window.add("🐶", -60, 0)
    window.add("🐱", 70, 40, size: 64)
    window.host.tap(at: try window.center(of: "🐶"))
    return window
  }

  /// Exports `window`'s document with `shortcut` into `folder` as `name`; the file's bytes.
  private func export(
    _ window: EmojiArtHost, modifiers: EventModifiers = .command, to folder: URL, as name: String
  ) async throws -> Data {
    #expect(window.host.key("e", modifiers: modifiers))
    window.host.layout()
    let dialog = try #require(window.host.fileDialog)
    #expect(dialog.kind == .save && dialog.allowedContentTypes == [.png])
    #expect(dialog.defaultFilename == "Untitled.emojiart.png")
    let file = folder.appendingPathComponent(name)
    #expect(window.host.answerFileDialog(with: [file]))
    #expect(await window.host.runMainQueue(until: { FileManager.default.fileExists(atPath: file.path) }))
    return try Data(contentsOf: file)
  }

  @Test func exportAt1xIsTheBackgroundsSizeAndCarriesTheDocument() async throws {
    let window = try windowWithAPicture()
    let png = try await export(window, to: try EmojiArtHost.temporaryFolder(), as: "pets.emojiart.png")
    let bitmap = try CairoBitmap(pngData: png)
    #expect(bitmap.pixelWidth == 300 && bitmap.pixelHeight == 200)
    #expect(try EmojiArt(png: png) == window.document?.emojiArt)
    // The fixture is blue with a red top-left quarter.
    let blue = bitmap.pixel(x: 280, y: 10)
    #expect(blue.b > 200 && blue.r < 80, "the background: \(blue)")
    // The 🐶 (at 90, 100) is selected in the window; an outline would be drawn just outside its glyph.
    let dog = try window.center(of: "🐶")
    let shown = window.host.render().pixel(at: CGPoint(x: dog.x - 26, y: dog.y + 10))
    #expect(!shown.isClose(to: Pixel(r: blue.r, g: blue.g, b: blue.b), tolerance: 8), "the window outlines it")
    let edge = bitmap.pixel(x: 90 - 26, y: 110)
    #expect(blue == edge, "no selection outline is exported: \(edge)")
  }

  @Test func exportAt2xHasTwiceThePixels() async throws {
    let window = try windowWithAPicture()
    let png = try await export(
      window, modifiers: [.command, .shift], to: try EmojiArtHost.temporaryFolder(), as: "pets@2x.emojiart.png")
    let bitmap = try CairoBitmap(pngData: png)
    #expect(bitmap.pixelWidth == 600 && bitmap.pixelHeight == 400)
    #expect(try EmojiArt(png: png) == window.document?.emojiArt)
  }

  @Test func withoutABackgroundThePictureIsTheEmojisBoundsWithAMargin() throws {
    let window = EmojiArtHost()
    window.add("🐶", 0, 0)
    window.add("🐱", 100, 20)
    let document = try #require(window.document)
    let bitmap = try CairoBitmap(pngData: try EmojiArtExport.png(of: document, scale: 1))
    // From -40 to 140 across, -40 to 60 down: each emoji with its own size around its centre.
    #expect(bitmap.pixelWidth == 180 && bitmap.pixelHeight == 100)
    #expect(bitmap.pixel(x: 2, y: 2).a == 0, "outside the emojis the picture is transparent")
  }

  @Test func anEmptyDocumentHasNothingToExport() throws {
    let window = EmojiArtHost()
    #expect(!window.host.key("e", modifiers: .command))
    #expect(!window.host.key("c", modifiers: [.command, .shift]))
    let document = try #require(window.document)
    #expect(throws: EmojiArtExport.Failure.self) { try EmojiArtExport.png(of: document, scale: 1) }
  }

  @Test func aPictureOverAHundredMegapixelsIsRefused() throws {
    let window = EmojiArtHost()
    window.add("🐶", -6_000, -6_000)
    window.add("🐱", 6_000, 6_000)
    let document = try #require(window.document)
    #expect(
      throws: EmojiArtExport.Failure(
        reason: "The picture would be 12080 × 12080 pixels, more than the 100 megapixels EmojiArt exports.")
    ) {
      try EmojiArtExport.png(of: document, scale: 1)
    }
  }

  @Test func copyAsImagePutsThePictureOnTheClipboard() async throws {
    let window = try windowWithAPicture()
    #expect(window.host.key("c", modifiers: [.command, .shift]))
    let item = try #require(window.host.clipboard.items.first)
    #expect(item.mimeTypes == [ClipboardItem.pngMIMEType])
    let png = try #require(item.data(forMIMEType: ClipboardItem.pngMIMEType))
    let bitmap = try CairoBitmap(pngData: png)
    #expect(bitmap.pixelWidth == 300 && bitmap.pixelHeight == 200)
  }

  @Test func anExportedPictureOpensAsTheDocumentAndIsNeverSavedOver() async throws {
    let folder = try EmojiArtHost.temporaryFolder()
    let window = try windowWithAPicture()
    let png = try await export(window, to: folder, as: "pets.emojiart.png")
    let file = folder.appendingPathComponent("pets.emojiart.png")
    let reader = EmojiArtHost(documents: [file])
    #expect(reader.document?.emojiArt == window.document?.emojiArt)
    #expect(reader.host.find(text: "🐱") != nil)
    let opened = try #require(reader.host.documentWindows?.open.first)
    #expect(opened.session.windowTitle == "pets.emojiart.png")
    reader.add("🦖", 0, 0)
    reader.document?.moveEmojis([1], by: CGSize(width: 5, height: 0), undoManager: opened.session.undoManager)
    reader.host.advance(by: 5)
    #expect(try Data(contentsOf: file) == png, "autosave leaves the picture alone")
    #expect(reader.host.key("s", modifiers: .command))
    let dialog = try #require(reader.host.fileDialog)
    #expect(dialog.allowedContentTypes == [.emojiArt] && dialog.defaultFilename == "pets.emojiart")
    let saved = folder.appendingPathComponent("pets.emojiart")
    #expect(reader.host.answerFileDialog(with: [saved]))
    #expect(try EmojiArt(json: Data(contentsOf: saved)) == reader.document?.emojiArt)
    #expect(try Data(contentsOf: file) == png, "the picture is still the picture")
  }

  @Test(arguments: [
    ("plain", "it is a picture without an EmojiArt document in it"),
    ("damaged", "chunk is damaged (the checksum does not match)"),
    ("truncated", "the PNG image is cut short"),
  ])
  func aPictureThatCarriesNoReadableDocumentIsRefusedAndLeftAsItIs(kind: String, expected: String) throws {
    var bytes = try Data(contentsOf: try EmojiArtHost.fixture("background.png"))
    var art = EmojiArt()
    art.addEmoji("🐶", x: 0, y: 0, size: 40)
    switch kind {
    case "damaged":
      bytes = try art.png(embeddingIn: bytes)
      bytes[bytes.count - 20] ^= 0x20  // inside the document's text, just before IEND
    case "truncated": bytes = try art.png(embeddingIn: bytes).dropLast(30)
    default: break
    }
    let window = try EmojiArtHost.openingIsRefused("\(kind).png", containing: bytes)
    do {
      _ = try EmojiArt(png: bytes)
      Issue.record("\(kind) was read")
    } catch {
      #expect(error.localizedDescription.contains(expected), "\(error.localizedDescription)")
      #expect(window.host.find(text: "“\(kind).png” could not be opened: \(error.localizedDescription).") != nil)
    }
  }
}
