import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore
@testable import EmojiArt

/// The canvas as its user meets it: dragging emojis in from the palette, dropping a background, panning and
/// zooming, with undo.
@MainActor
struct EmojiArtCanvasTests {
  @Test func anEmptyDocumentShowsTheHint() throws {
    let window = EmojiArtHost()
    #expect(window.host.find(text: "Drop an image or drag an emoji here") != nil)
    window.add("🦖", 0, 0)
    #expect(window.host.find(text: "Drop an image or drag an emoji here") == nil)
  }

  @Test func anEmojiDraggedFromThePaletteLandsWhereItIsDroppedAtThePalettesSize() async throws {
    let window = EmojiArtHost()
    let palette = try window.center(of: "😆")
    window.host.drag(from: palette, to: window.onCanvas(120, 60))
    #expect(await window.host.runMainQueue(until: { window.texts == ["😆"] }))
    let emoji = try #require(window.document?.emojis.first)
    #expect(emoji.size == 40)
    #expect(abs(emoji.x - 120) <= 1 && abs(emoji.y - 60) <= 1, "dropped at \(emoji.location)")
    let drawn = try window.center(of: "😆")
    #expect(drawn.y < window.canvas.minY, "the palette's emoji stays in the strip")
    #expect(window.menuItem("Edit", "Undo Add Emoji"))
    #expect(window.host.tap(text: "Undo Add Emoji"))
    #expect(window.texts.isEmpty)
  }

  @Test func anEmojiDroppedOnAZoomedCanvasKeepsItsSizeOnScreen() async throws {
    let window = EmojiArtHost()
    #expect(window.host.key("=", modifiers: .command), "View ▸ Zoom In")
    window.host.advance(by: 1)
    window.host.drop([NSItemProvider(object: "🐸" as NSString)], at: window.onCanvas(100, 0))
    #expect(await window.host.runMainQueue(until: { window.texts == ["🐸"] }))
    let emoji = try #require(window.document?.emojis.first)
    #expect(emoji.size == 32 && emoji.x == 80, "40 points on screen at zoom 1.25: \(emoji)")
  }

  @Test func droppedTextAddsOnlyItsEmojis() async throws {
    let window = EmojiArtHost()
    #expect(window.host.drop([NSItemProvider(object: "a 🐶 and a 🐱" as NSString)], at: window.onCanvas(0, 0)))
    #expect(await window.host.runMainQueue(until: { window.texts.count == 2 }))
    #expect(window.texts == ["🐶", "🐱"])
  }

  @Test func droppedTextKeepsSkinTonesFlagsAndFamiliesWholeAndLeavesTheRest() async throws {
    let window = EmojiArtHost()
    let text = "👍🏽 x 🇰🇷, 👨‍👩‍👧 3️⃣ 3 # ♥ ♥️"
    #expect(window.host.drop([NSItemProvider(object: text as NSString)], at: window.onCanvas(0, 0)))
    #expect(await window.host.runMainQueue(until: { window.texts.count == 5 }))
    #expect(window.texts == ["👍🏽", "🇰🇷", "👨‍👩‍👧", "3️⃣", "♥️"])
  }

  @Test func aHugeDroppedStringIsRefusedWholeAndTheCanvasGoesOn() async throws {
    let window = EmojiArtHost()
    // 10 MB of emojis, as a runaway copy would give.
    let huge = String(repeating: "🐶", count: 2_500_000)
    #expect(window.host.drop([NSItemProvider(object: huge as NSString)], at: window.onCanvas(0, 0)))
    #expect(window.host.drop([NSItemProvider(object: "🐸" as NSString)], at: window.onCanvas(50, 0)))
    #expect(await window.host.runMainQueue(until: { window.texts.contains("🐸") }))
    #expect(window.texts == ["🐸"], "not one of the huge string's emojis is added")
    #expect(window.document?.backgroundStatus == .idle)
  }

  @Test func aDroppedImageFileBecomesTheBackgroundWithItsBytesEmbedded() async throws {
    let window = EmojiArtHost()
    let file = try EmojiArtHost.fixture("background.png")
    let provider = try #require(NSItemProvider(contentsOf: file))
    #expect(window.host.dragOver([provider], at: window.onCanvas(0, 0)))
    #expect(window.host.drop([provider], at: window.onCanvas(0, 0)))
    #expect(await window.host.runMainQueue(until: { window.document?.backgroundImage != nil }))
    #expect(window.document?.emojiArt.background == .imageData(try Data(contentsOf: file)))
    // The 300 × 200 image is centred on the canvas: blue, with a red square at its top-left.
    let image = window.host.render()
    #expect(image.pixel(at: window.onCanvas(-100, -50)).isClose(to: Pixel(r: 255, g: 32, b: 32)))
    #expect(image.pixel(at: window.onCanvas(50, 50)).isClose(to: Pixel(r: 32, g: 96, b: 255)))
    #expect(window.host.find(text: "Drop an image or drag an emoji here") == nil)
    #expect(window.menuItem("Edit", "Undo Set Background"))
    #expect(window.host.tap(text: "Undo Set Background"))
    #expect(window.document?.backgroundImage == nil && window.document?.emojiArt.background == nil)
  }

  @Test func rawImageDataBecomesTheBackground() async throws {
    let window = EmojiArtHost()
    let bytes = try Data(contentsOf: try EmojiArtHost.fixture("background.png"))
    let provider = NSItemProvider()
    provider.registerDataRepresentation(forTypeIdentifier: UTType.png.identifier) { bytes }
    #expect(window.host.drop([provider], at: window.onCanvas(0, 0)))
    #expect(await window.host.runMainQueue(until: { window.document?.backgroundImage != nil }))
    #expect(window.document?.backgroundImage?.size == CGSize(width: 300, height: 200))
  }

  @Test func dataThatIsNotAnImageLeavesTheBackgroundAndSaysWhy() async throws {
    let window = EmojiArtHost()
    let bytes = try Data(contentsOf: try EmojiArtHost.fixture("background.png"))
    let good = NSItemProvider()
    good.registerDataRepresentation(forTypeIdentifier: UTType.png.identifier) { bytes }
    window.host.drop([good], at: window.onCanvas(0, 0))
    #expect(await window.host.runMainQueue(until: { window.document?.backgroundImage != nil }))
    let bad = NSItemProvider()
    bad.registerDataRepresentation(forTypeIdentifier: UTType.png.identifier) { Data("not a picture".utf8) }
    #expect(window.host.drop([bad], at: window.onCanvas(0, 0)))
    #expect(await window.host.runMainQueue(until: { window.document?.backgroundStatus != .loading }))
    #expect(window.host.find(text: "The background could not be set") != nil)
    #expect(window.host.find(text: "The dropped data is not an image EmojiArt can show.") != nil)
    #expect(window.document?.emojiArt.background == .imageData(bytes), "the old background stays")
    #expect(window.host.tap(text: "OK"))
    #expect(window.host.find(text: "The background could not be set") == nil)
    #expect(window.document?.backgroundStatus == .idle)
  }

  @Test func aFileThatIsNotAnImageIsNamedInTheAlert() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString).png")
    try Data("plain words".utf8).write(to: file)
    let window = EmojiArtHost()
    let provider = try #require(NSItemProvider(contentsOf: file))
    #expect(window.host.drop([provider], at: window.onCanvas(0, 0)))
    #expect(await window.host.runMainQueue(until: { window.document?.backgroundStatus != .loading }))
    #expect(window.host.find(text: "“\(file.lastPathComponent)” is not an image EmojiArt can show.") != nil)
    #expect(window.document?.emojiArt.background == nil)
  }

  @Test func aSpinnerShowsWhileTheBackgroundLoads() async throws {
    let window = EmojiArtHost()
    let release = DispatchSemaphore(value: 0)
    let bytes = try Data(contentsOf: try EmojiArtHost.fixture("background.png"))
    let slow = NSItemProvider()
    slow.registerDataRepresentation(forTypeIdentifier: UTType.png.identifier) {
      release.wait()
      return bytes
    }
    #expect(window.host.drop([slow], at: window.onCanvas(0, 0)))
    #expect(window.document?.backgroundStatus == .loading)
    let loading = window.host.render()
    #expect(window.host.find(text: "Drop an image or drag an emoji here") == nil, "the spinner replaces the hint")
    let center = window.onCanvas(0, 0)
    let box = CGRect(x: center.x - 20, y: center.y - 20, width: 40, height: 40)
    #expect(drawsOnBackdrop(loading, in: box), "a spinner in the middle of the canvas")
    release.signal()
    #expect(await window.host.runMainQueue(until: { window.document?.backgroundImage != nil }))
    #expect(window.document?.backgroundStatus == .idle)
  }

  /// Whether anything but the empty canvas's backdrop is drawn in `box`.
  private func drawsOnBackdrop(_ image: RenderedImage, in box: CGRect) -> Bool {
    let backdrop = image.pixel(at: CGPoint(x: box.minX - 100, y: box.minY))
    for y in stride(from: Int(box.minY), to: Int(box.maxY), by: 2) {
      for x in stride(from: Int(box.minX), to: Int(box.maxX), by: 2)
      where !image.pixel(x: x, y: y).isClose(to: backdrop) {
        return true
      }
    }
    return false
  }

  @Test func draggingTheBackgroundAndScrollingPan() throws {
    let window = EmojiArtHost()
    window.add("🦖", 0, 0)
    let start = try window.center(of: "🦖")
    #expect(abs(start.x - window.canvas.midX) < 1 && abs(start.y - window.canvas.midY) < 1)
    window.host.drag(from: window.onCanvas(-200, -150), to: window.onCanvas(-140, -110))
    let dragged = try window.center(of: "🦖")
    #expect(abs(dragged.x - start.x - 60) < 1 && abs(dragged.y - start.y - 40) < 1, "\(dragged)")
    #expect(window.host.scroll(at: window.onCanvas(100, 100), by: CGSize(width: 30, height: 20)))
    let scrolled = try window.center(of: "🦖")
    #expect(abs(scrolled.x - dragged.x + 30) < 1 && abs(scrolled.y - dragged.y + 20) < 1, "\(scrolled)")
    #expect(window.document?.emojis.first?.location == .zero, "panning moves the view, not the emoji")
  }

  @Test func pinchingAndCtrlScrollZoom() throws {
    let window = EmojiArtHost()
    window.add("🦖", 100, 0)
    let before = try #require(window.host.find(text: "🦖"))
    window.host.pinch(at: window.onCanvas(-150, 100), scale: 2)
    let pinched = try #require(window.host.find(text: "🦖"))
    #expect(pinched.height > before.height * 1.8, "the font follows the zoom")
    // About the pinch's centre, 250 points left of the emoji: it ends 500 points right of it.
    #expect(abs(pinched.midX - window.canvas.midX - 350) < 2, "the position follows the zoom: \(pinched.midX)")
    // The desktop host turns Ctrl+scroll into magnification events, as a touchpad pinch.
    let point = window.onCanvas(-150, 100)
    window.host.graph.dispatch(TransformEvent(phase: .began, location: point, time: window.host.time))
    window.host.graph.dispatch(
      TransformEvent(phase: .changed, magnification: 0.5, location: point, time: window.host.time))
    window.host.graph.dispatch(
      TransformEvent(phase: .ended, magnification: 0.5, location: point, time: window.host.time))
    let zoomedOut = try #require(window.host.find(text: "🦖"))
    #expect(abs(zoomedOut.midX - window.canvas.midX - 100) < 2, "back at zoom 1: \(zoomedOut.midX)")
  }

  @Test func theViewMenuZoomsInOutAndToFit() async throws {
    let window = EmojiArtHost()
    window.add("🦖", 80, 0)
    #expect(window.host.key("=", modifiers: .command))
    window.host.advance(by: 1)
    #expect(abs(try window.center(of: "🦖").x - window.canvas.midX - 100) < 1, "zoom 1.25")
    #expect(window.host.key("-", modifiers: .command))
    #expect(window.host.key("-", modifiers: .command))
    window.host.advance(by: 1)
    #expect(abs(try window.center(of: "🦖").x - window.canvas.midX - 64) < 1, "zoom 0.8")
    let file = try #require(NSItemProvider(contentsOf: try EmojiArtHost.fixture("background.png")))
    window.host.drop([file], at: window.onCanvas(0, 0))
    #expect(await window.host.runMainQueue(until: { window.document?.backgroundImage != nil }))
    #expect(window.menuItem("View", "Zoom to Fit"))
    #expect(window.host.tap(text: "Zoom to Fit"))
    window.host.advance(by: 1)
    let fit = min(window.canvas.width / 300, window.canvas.height / 200)
    #expect(abs(try window.center(of: "🦖").x - window.canvas.midX - 80 * fit) < 1)
  }

  @Test func zoomToFitWithoutABackgroundFitsTheEmojis() throws {
    let window = EmojiArtHost()
    window.add("🦖", -300, 100)
    window.add("🐙", 300, 100)
    #expect(window.host.key("0", modifiers: .command))
    window.host.advance(by: 1)
    // The emojis with an emoji's margin around: 680 × 80 points, centred on (0, 100), fitted in the width.
    let zoom = window.canvas.width / 680
    let dino = try window.center(of: "🦖")
    let octopus = try window.center(of: "🐙")
    #expect(abs(dino.x - (window.canvas.midX - 300 * zoom)) < 1 && abs(octopus.x - dino.x - 600 * zoom) < 1)
    #expect(abs(dino.y - window.canvas.midY) < 1, "their centre moves to the canvas's: \(dino.y)")
  }

  @Test func doubleClickingTheBackgroundZoomsItToFitAnimated() async throws {
    let window = EmojiArtHost()
    let file = try #require(NSItemProvider(contentsOf: try EmojiArtHost.fixture("background.png")))
    window.host.drop([file], at: window.onCanvas(0, 0))
    #expect(await window.host.runMainQueue(until: { window.document?.backgroundImage != nil }))
    let fit = min(window.canvas.width / 300, window.canvas.height / 200)
    window.host.doubleTap(at: window.onCanvas(0, 0))
    window.host.advance(by: 0.1)
    let halfway = window.host.render()
    window.host.advance(by: 1)
    let fitted = window.host.render()
    let corner = window.onCanvas(-150 * fit + 3, -100 * fit + 3)
    #expect(fitted.pixel(at: corner).isClose(to: Pixel(r: 255, g: 32, b: 32)), "the red corner reaches the edge")
    #expect(!halfway.pixel(at: corner).isClose(to: Pixel(r: 255, g: 32, b: 32)), "the zoom animates")
  }
}
