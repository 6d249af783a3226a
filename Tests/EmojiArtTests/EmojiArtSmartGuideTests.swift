import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore
@testable import EmojiArt

/// Smart guides: a dragged emoji or selection snaps to the other emojis' edges and centres and to the background's,
/// shows the guides while the drag lasts, and lets Alt turn snapping off, even mid-drag.
@MainActor
struct EmojiArtSmartGuideTests {
  /// Selection and guide lines are drawn in the accent colour.
  private let accent = Pixel(r: 54, g: 133, b: 227)

  private func location(_ window: EmojiArtHost, _ id: EmojiArt.Emoji.ID) -> CGPoint? {
    window.document?.emojis.first { $0.id == id }?.location
  }

  /// Whether a guide line is drawn down the canvas at canvas x `x` (at zoom 1, no pan), looking at canvas y `y`.
  private func drawsVerticalGuide(_ window: EmojiArtHost, atX x: CGFloat, y: CGFloat) -> Bool {
    let point = window.onCanvas(x, y)
    return window.host.render().pixel(at: CGPoint(x: point.x.rounded(.down) + 0.5, y: point.y)).isClose(to: accent)
  }

  /// A window with a 40-point dinosaur at (-150, 0) and a 20-point octopus at (0, 100), whose id it returns.
  private func dinosaurAndOctopus() -> (EmojiArtHost, EmojiArt.Emoji.ID) {
    let window = EmojiArtHost()
    window.add("🦖", -150, 0)
    return (window, window.add("🐙", 0, 100, size: 20))
  }

  @Test func anEmojiSnapsToAnotherEmojisCentre() throws {
    let (window, octopus) = dinosaurAndOctopus()
    // Its centre ends 4 points right of the dinosaur's: within the 6 points that snap.
    window.host.drag(from: try window.center(of: "🐙"), to: window.onCanvas(-146, 50))
    #expect(location(window, octopus) == CGPoint(x: -150, y: 50))
  }

  @Test func anEmojiSnapsToAnotherEmojisEdgeAndTheMoveUndoesAsOne() throws {
    let (window, octopus) = dinosaurAndOctopus()
    // Its left edge ends 3 points right of the dinosaur's right edge (x = -130).
    window.host.drag(from: try window.center(of: "🐙"), to: window.onCanvas(-117, 60))
    #expect(location(window, octopus) == CGPoint(x: -120, y: 60))
    #expect(window.menuItem("Edit", "Undo Move Emoji"))
    #expect(window.host.tap(text: "Undo Move Emoji"))
    #expect(location(window, octopus) == CGPoint(x: 0, y: 100))
  }

  @Test func aSelectionSnapsToTheBackgroundsEdgeAndCentreShowingTheGuidesWhileDragged() async throws {
    let window = EmojiArtHost()
    try await window.dropBackground()
    let dino = window.add("🦖", 0, 60)
    let octopus = window.add("🐙", 60, 60)
    window.host.tap(at: try window.center(of: "🦖"))
    window.host.tap(at: try window.center(of: "🐙"), modifiers: .shift)
    // The selection spans x -20…80: its left edge ends 3 points right of the 300-point background's (-150),
    // and its centre 2 points below the background's.
    let touch = try window.startDrag("🦖", by: -127, -58)
    #expect(drawsVerticalGuide(window, atX: -150, y: -200), "the guide runs across the canvas, past the image")
    #expect(!drawsVerticalGuide(window, atX: -147, y: -200))
    let drawn = try window.center(of: "🦖")
    #expect(abs(drawn.x - window.onCanvas(-130, 0).x) < 1 && abs(drawn.y - window.onCanvas(0, 0).y) < 1)
    window.host.touchUp(touch)
    #expect(location(window, dino) == CGPoint(x: -130, y: 0))
    #expect(location(window, octopus) == CGPoint(x: -70, y: 0))
    #expect(!drawsVerticalGuide(window, atX: -150, y: -200), "the guide goes when the drag ends")
    #expect(window.menuItem("Edit", "Undo Move Emojis"))
  }

  @Test func holdingAltMidDragTurnsSnappingOffAndReleasingItTurnsItBackOn() throws {
    let window = EmojiArtHost()
    window.add("🦖", -150, 0)
    let octopus = window.add("🐙", 0, 100)
    let touch = try window.startDrag("🐙", by: -146, -100)
    let snapped = window.onCanvas(-150, 0)
    #expect(abs(try window.center(of: "🐙").x - snapped.x) < 1, "snapped")
    #expect(drawsVerticalGuide(window, atX: -150, y: -200))
    window.host.modifierKeys = .option
    #expect(abs(try window.center(of: "🐙").x - snapped.x - 4) < 1, "Alt: where the pointer put it")
    #expect(!drawsVerticalGuide(window, atX: -150, y: -200), "and no guide")
    window.host.modifierKeys = []
    #expect(abs(try window.center(of: "🐙").x - snapped.x) < 1, "snapped again once Alt is released")
    window.host.modifierKeys = .option
    window.host.touchUp(touch)
    #expect(location(window, octopus) == CGPoint(x: -146, y: 0), "dropped with Alt held: not snapped")
    window.host.modifierKeys = []
  }
}

/// Zooming about the pointer, as desktop canvas apps do; the keyboard zooms about the view's centre.
@MainActor
struct EmojiArtZoomAboutPointerTests {
  @Test func pinchingKeepsTheCanvasPointUnderItsCentreFixed() throws {
    let window = EmojiArtHost()
    window.add("🦖", -150, 100)
    window.add("🐙", 0, 0)
    let anchor = try window.center(of: "🦖")
    window.host.pinch(at: anchor, scale: 2)
    let dino = try window.center(of: "🦖")
    #expect(abs(dino.x - anchor.x) < 1 && abs(dino.y - anchor.y) < 1, "the point under the fingers stays: \(dino)")
    let octopus = try window.center(of: "🐙")
    let expected = window.onCanvas(-150 + 150 * 2, 100 - 100 * 2)
    #expect(abs(octopus.x - expected.x) < 2 && abs(octopus.y - expected.y) < 2, "twice as far from it: \(octopus)")
  }

  @Test func ctrlScrollKeepsTheCanvasPointUnderThePointerFixedOnAZoomedCanvas() throws {
    let window = EmojiArtHost()
    window.add("🦖", 120, -80)
    #expect(window.host.key("=", modifiers: .command), "zoom 1.25 about the centre")
    window.host.advance(by: 1)
    let pointer = try window.center(of: "🦖")
    let before = try #require(window.host.find(text: "🦖"))
    #expect(abs(pointer.x - window.onCanvas(150, -100).x) < 1, "the keyboard zooms about the view's centre")
    // The desktop host turns Ctrl+scroll into magnification at the pointer, as a touchpad pinch.
    for (phase, magnification) in [(TransformEvent.Phase.began, 1.0), (.changed, 0.5), (.ended, 0.5)] {
      window.host.graph.dispatch(
        TransformEvent(phase: phase, magnification: magnification, location: pointer, time: window.host.time))
      let dino = try window.center(of: "🦖")
      #expect(abs(dino.x - pointer.x) < 1 && abs(dino.y - pointer.y) < 1, "\(phase): \(dino)")
    }
    let dino = try #require(window.host.find(text: "🦖"))
    #expect(abs(dino.height - before.height / 2) < 2, "zoomed out by half: \(dino.height)")
  }
}

/// Edit ▸ Select All and Escape.
@MainActor
struct EmojiArtSelectAllTests {
  @Test func selectAllFromTheEditMenuSelectsEveryEmojiAndEscapeDeselects() throws {
    let window = EmojiArtHost()
    #expect(!window.host.graph.canPerform(.selectAll), "nothing to select")
    window.add("🦖", -150, 0)
    window.add("🐙", 150, 0)
    #expect(window.menuItem("Edit", "Select All"))
    #expect(window.host.tap(text: "Select All"))
    window.host.layout()
    #expect(window.host.graph.canPerform(.delete), "both are selected")
    #expect(window.host.key(.deleteForward))
    #expect(window.texts.isEmpty)
    #expect(window.host.key("z", modifiers: .command))
    #expect(window.host.key("a", modifiers: .command), "Ctrl+A runs the same command")
    #expect(window.host.key(.escape), "Escape deselects")
    window.host.layout()
    #expect(!window.host.graph.canPerform(.delete))
    #expect(!window.host.key(.escape), "nothing selected: Escape is left to others")
  }
}
