import Easel
import EaselTesting
import Foundation
import Testing

@testable import EmojiArtLecture8

/// The lecture-8 EmojiArt code, run as written: the palette strip, dragging emojis in, dropping a background image
/// file, panning, pinching and double-tapping to fit, and the document kept in `UserDefaults`.
@MainActor
@Suite(.serialized)
struct EmojiArtLecture8Tests {
  private static let documentKey = "EmojiArtDocument.Untitled"
  private let size = CGSize(width: 600, height: 400)

  init() { UserDefaults.standard.removeObject(forKey: Self.documentKey) }

  private func makeHost(_ document: EmojiArtDocument) -> ViewHost {
    ViewHost(EmojiArtDocumentView(document: document), size: size)
  }

  private func center(_ frame: CGRect) -> CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

  /// The canvas: the space below the palette strip, which the default spacing of 8 points separates from it.
  private func canvas(_ host: ViewHost) throws -> CGRect {
    let palette = try #require(host.find(text: "💃"))
    let top = palette.maxY + 8
    return CGRect(x: 0, y: top, width: size.width, height: size.height - top)
  }

  private func backgroundFile() throws -> URL {
    try #require(Bundle.module.url(forResource: "background", withExtension: "png", subdirectory: "Fixtures"))
  }

  @Test func thePaletteIsAStripAboveTheCanvas() throws {
    let host = makeHost(EmojiArtDocument())
    let dancer = try #require(host.find(text: "💃"))
    let woman = try #require(host.find(text: "👩"))
    #expect(woman.minX < dancer.minX, "the palette runs left to right")
    #expect(abs(woman.midY - dancer.midY) < 0.5)
    #expect(dancer.minY < 1 && dancer.height < 70, "as high as a 40-point emoji, at the top")
    let canvas = try canvas(host)
    #expect(canvas.height > size.height - 80, "the canvas takes the rest of the window")
  }

  @Test func anEmojiDraggedFromThePaletteLandsOnTheCanvas() async throws {
    let document = EmojiArtDocument()
    let host = makeHost(document)
    let dancer = try #require(host.find(text: "💃"))
    let canvas = try canvas(host)
    let target = CGPoint(x: canvas.midX + 100, y: canvas.midY + 50)
    host.drag(from: center(dancer), to: target)
    #expect(await host.runMainQueue(until: { !document.emojis.isEmpty }))
    let emoji = try #require(document.emojis.first)
    #expect(emoji.text == "💃")
    #expect(emoji.size == 40)
    // The listing converts the drop location from the global space, although SwiftUI gives it in the view's own:
    // the emoji lands the canvas's offset from the window's corner above where it was dropped, as on iOS today.
    #expect(emoji.x == 100)
    #expect(emoji.y == 50 - Int(canvas.minY))
    #expect(try #require(host.find(text: "💃")).minY < 1, "the palette's emoji stays")
    #expect(document.emojis.count == 1)
  }

  @Test func aDroppedImageFileBecomesTheBackground() async throws {
    let document = EmojiArtDocument()
    let host = makeHost(document)
    let canvas = try canvas(host)
    let file = try #require(NSItemProvider(contentsOf: try backgroundFile()))
    #expect(file.hasItemConformingToTypeIdentifier("public.image"), "a PNG file offers its image")
    #expect(host.dragOver([file], at: center(canvas)))
    #expect(host.drop([file], at: center(canvas)))
    #expect(await host.runMainQueue(until: { document.backgroundImage != nil }))
    #expect(document.backgroundImage?.size == CGSize(width: 300, height: 200))
    // The 300 × 200 image is centred on the canvas: blue, with its red top-leading square.
    let image = host.render()
    let origin = CGPoint(x: canvas.midX - 150, y: canvas.midY - 100)
    #expect(image.pixel(at: CGPoint(x: origin.x + 50, y: origin.y + 50)).isClose(to: Pixel(r: 255, g: 32, b: 32)))
    #expect(image.pixel(at: CGPoint(x: origin.x + 200, y: origin.y + 150)).isClose(to: Pixel(r: 32, g: 96, b: 255)))
    #expect(image.pixel(at: CGPoint(x: 5, y: canvas.maxY - 5)).isClose(to: Pixel(r: 255, g: 255, b: 255)))
  }

  @Test func textFromAnotherApplicationAddsAnEmoji() async throws {
    let document = EmojiArtDocument()
    let host = makeHost(document)
    let canvas = try canvas(host)
    #expect(host.drop([NSItemProvider(object: "🐶" as NSString)], at: CGPoint(x: canvas.midX, y: canvas.midY)))
    #expect(await host.runMainQueue(until: { document.emojis.count == 1 }))
    #expect(document.emojis.first?.text == "🐶")
    let dog = try #require(host.find(text: "🐶"))
    #expect(dog.midY < canvas.midY, "drawn where the listing's conversion puts it")
  }

  @Test func draggingTheCanvasPansTheEmojis() throws {
    let document = EmojiArtDocument()
    document.addEmoji("🐶", at: .zero, size: 40)
    let host = makeHost(document)
    let canvas = try canvas(host)
    let before = try #require(host.find(text: "🐶"))
    #expect(abs(before.midX - canvas.midX) < 1 && abs(before.midY - canvas.midY) < 1)
    host.drag(
      from: CGPoint(x: canvas.minX + 50, y: canvas.minY + 50), to: CGPoint(x: canvas.minX + 110, y: canvas.minY + 90))
    let after = try #require(host.find(text: "🐶"))
    #expect(abs(after.midX - before.midX - 60) < 1)
    #expect(abs(after.midY - before.midY - 40) < 1)
  }

  @Test func pinchingZoomsTheEmojisAndTheZoomStays() throws {
    let document = EmojiArtDocument()
    document.addEmoji("🐶", at: .zero, size: 40)
    let host = makeHost(document)
    let canvas = try canvas(host)
    let before = try #require(host.find(text: "🐶"))
    host.pinch(at: CGPoint(x: canvas.midX + 120, y: canvas.midY + 60), scale: 2)
    let after = try #require(host.find(text: "🐶"))
    #expect(after.height > before.height * 1.8, "the font follows the zoom")
  }

  @Test func doubleTappingTheBackgroundZoomsItToFitAnimated() async throws {
    let document = EmojiArtDocument()
    let host = makeHost(document)
    let canvas = try canvas(host)
    let file = try #require(NSItemProvider(contentsOf: try backgroundFile()))
    host.drop([file], at: center(canvas))
    #expect(await host.runMainQueue(until: { document.backgroundImage != nil }))
    // Fitting the 300 × 200 image into the canvas: the smaller of the two ratios.
    let fit = min(canvas.width / 300, canvas.height / 200)
    host.doubleTap(at: CGPoint(x: canvas.midX, y: canvas.midY))
    host.advance(by: 0.1)
    let halfway = host.render()
    host.advance(by: 1)
    let fitted = host.render()
    let edge = CGPoint(x: canvas.midX - 150 * fit + 3, y: canvas.midY - 100 * fit + 3)
    #expect(fitted.pixel(at: edge).isClose(to: Pixel(r: 255, g: 32, b: 32)), "the red corner reaches the fitted edge")
    #expect(!halfway.pixel(at: edge).isClose(to: Pixel(r: 255, g: 32, b: 32)), "the zoom animates")
  }

  @Test func theDocumentIsKeptInUserDefaults() throws {
    let document = EmojiArtDocument()
    document.addEmoji("🐱", at: CGPoint(x: 10, y: -20), size: 30)
    document.addEmoji("🐭", at: CGPoint(x: -5, y: 7), size: 50)
    let reopened = EmojiArtDocument()
    #expect(reopened.emojis.map(\.text) == ["🐱", "🐭"])
    #expect(reopened.emojis.map(\.location) == [CGPoint(x: 10, y: -20), CGPoint(x: -5, y: 7)])
    #expect(Set(reopened.emojis.map(\.id)).count == 2)
  }

  @Test func theSeedShowsItsEmojisMovesThemAndPutsTheKeyBack() throws {
    UserDefaults.standard.set(Data("saved".utf8), forKey: Self.documentKey)
    defer { UserDefaults.standard.removeObject(forKey: Self.documentKey) }
    let seed = EmojiArtSeed(emojis: [
      EmojiArtSeed.Emoji(text: "🐶", x: 0, y: 0, size: 40), EmojiArtSeed.Emoji(text: "🐱", x: 100, y: -50, size: 30),
    ])
    #expect(seed.emojiCount == 2)
    let host = ViewHost(seed.makeView(), size: size)
    let canvas = try canvas(host)
    let dog = try #require(host.find(text: "🐶"))
    #expect(abs(dog.midX - canvas.midX) < 1 && abs(dog.midY - canvas.midY) < 1)
    seed.moveEmoji(at: 0, by: CGSize(width: 24, height: 0))
    #expect(seed.location(ofEmojiAt: 0) == CGPoint(x: 24, y: 0))
    #expect(abs(try #require(host.find(text: "🐶")).midX - dog.midX - 24) < 1)
    seed.restoreDefaults()
    #expect(UserDefaults.standard.data(forKey: Self.documentKey) == Data("saved".utf8))
    let palette = EmojiArtSeed.paletteEmojis
    #expect(palette.contains("💃") && Set(palette).count == palette.count)
  }

  @Test func theCourseHelpers() {
    let search = URL(string: "https://images.example/search?q=cat&imgurl=https://cats.example/cat.jpg")!
    #expect(search.imageURL == URL(string: "https://cats.example/cat.jpg"))
    #expect(URL(string: "https://cats.example/cat.jpg")!.imageURL == URL(string: "https://cats.example/cat.jpg"))
    let size = CGSize(width: 10, height: 4)
    #expect(size + size == CGSize(width: 20, height: 8))
    #expect(size - size == .zero)
    #expect(size * 2 == CGSize(width: 20, height: 8))
    #expect(size / 2 == CGSize(width: 5, height: 2))
  }
}
