import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore
@testable import EmojiArt

/// Selecting emojis (the course's assignment): clicks, Shift- and Ctrl-clicks, Ctrl+A, moving, deleting and
/// nudging the selection.
@MainActor
struct EmojiArtSelectionTests {
  /// A window with three emojis in a row, none of which is in the palette (so `find(text:)` finds the canvas's).
  private func window() -> (EmojiArtHost, [EmojiArt.Emoji.ID]) {
    let window = EmojiArtHost()
    let ids = [window.add("🦖", -150, 0), window.add("🐙", 0, 0), window.add("🐢", 150, 0)]
    return (window, ids)
  }

  private func selection(_ window: EmojiArtHost) -> Set<String> {
    Set(["🦖", "🐙", "🐢"].filter { isOutlined($0, in: window) })
  }

  /// Whether the emoji's selection outline is drawn: the accent colour just inside its padded frame's left edge.
  private func isOutlined(_ text: String, in window: EmojiArtHost) -> Bool {
    guard let frame = window.host.find(text: text) else { return false }
    let inset = max(2, 40 * 0.08)
    let edge = CGPoint(x: frame.minX - inset + 1, y: frame.midY)
    return window.host.render().pixel(at: edge).isClose(to: Pixel(r: 54, g: 133, b: 227), tolerance: 40)
  }

  private func location(_ window: EmojiArtHost, _ id: EmojiArt.Emoji.ID) -> CGPoint? {
    window.document?.emojis.first { $0.id == id }?.location
  }

  @Test func aClickSelectsAnEmojiAndAnotherDeselectsIt() throws {
    let (window, _) = window()
    #expect(selection(window).isEmpty)
    window.host.tap(at: try window.center(of: "🐙"))
    #expect(selection(window) == ["🐙"])
    window.host.tap(at: try window.center(of: "🦖"))
    #expect(selection(window) == ["🦖"], "a plain click selects only the emoji clicked")
    window.host.tap(at: try window.center(of: "🦖"))
    #expect(selection(window).isEmpty, "a click on a selected emoji deselects it")
  }

  @Test func shiftAndCtrlClicksAddToTheSelection() throws {
    let (window, _) = window()
    window.host.tap(at: try window.center(of: "🦖"))
    window.host.tap(at: try window.center(of: "🐙"), modifiers: .shift)
    window.host.tap(at: try window.center(of: "🐢"), modifiers: .control)
    #expect(selection(window) == ["🦖", "🐙", "🐢"])
    window.host.tap(at: try window.center(of: "🐙"), modifiers: .shift)
    #expect(selection(window) == ["🦖", "🐢"], "a Shift-click on a selected emoji takes it out")
  }

  @Test func aClickOnTheEmptyBackgroundDeselectsAll() throws {
    let (window, _) = window()
    window.host.tap(at: try window.center(of: "🦖"))
    window.host.tap(at: try window.center(of: "🐢"), modifiers: .shift)
    window.host.tap(at: window.onCanvas(0, 150))
    window.host.advance(by: 0.5)
    #expect(selection(window).isEmpty)
  }

  @Test func aShiftDragOnTheBackgroundSelectsTheEmojisInsideItsRubberBand() throws {
    let (window, _) = window()
    window.host.tap(at: try window.center(of: "🐢"))
    let before = try window.center(of: "🦖")
    let touch = window.host.touchDown(at: window.onCanvas(-200, -60), modifiers: .shift)
    for step in 1...5 {
      window.host.advance(by: 0.05)
      window.host.touchMove(touch, to: window.onCanvas(-200 + 20 * CGFloat(step), -60 + 24 * CGFloat(step)))
    }
    #expect(try window.center(of: "🦖") == before, "a Shift-drag does not pan, not even while it lasts")
    let dragging = window.host.render()
    let edge = window.onCanvas(-200, 0)
    #expect(dragging.pixel(at: edge).isClose(to: Pixel(r: 54, g: 133, b: 227), tolerance: 40), "the band's edge")
    window.host.touchUp(touch)
    #expect(selection(window) == ["🦖", "🐢"], "the band's emoji joins the selection; 🐙 is outside it")
    #expect(try window.center(of: "🦖") == before)
    #expect(!dragging.pixel(at: edge).isClose(to: window.host.render().pixel(at: edge)), "the band goes away")
  }

  @Test func ctrlASelectsAll() throws {
    let (window, _) = window()
    #expect(window.host.key("a", modifiers: .command))
    #expect(selection(window) == ["🦖", "🐙", "🐢"])
  }

  @Test func draggingASelectedEmojiMovesTheSelectionAsOneUndo() throws {
    let (window, ids) = window()
    window.host.tap(at: try window.center(of: "🦖"))
    window.host.tap(at: try window.center(of: "🐙"), modifiers: .shift)
    let start = try window.center(of: "🐙")
    window.host.drag(from: start, to: CGPoint(x: start.x + 30, y: start.y + 40))
    #expect(location(window, ids[0]) == CGPoint(x: -120, y: 40))
    #expect(location(window, ids[1]) == CGPoint(x: 30, y: 40))
    #expect(location(window, ids[2]) == CGPoint(x: 150, y: 0), "the unselected emoji stays")
    #expect(window.menuItem("Edit", "Undo Move Emojis"))
    #expect(window.host.tap(text: "Undo Move Emojis"))
    #expect(location(window, ids[0]) == CGPoint(x: -150, y: 0) && location(window, ids[1]) == .zero)
  }

  @Test func draggingAnUnselectedEmojiMovesOnlyIt() throws {
    let (window, ids) = window()
    window.host.tap(at: try window.center(of: "🦖"))
    let start = try window.center(of: "🐢")
    window.host.drag(from: start, to: CGPoint(x: start.x - 50, y: start.y + 20))
    #expect(location(window, ids[2]) == CGPoint(x: 100, y: 20))
    #expect(location(window, ids[0]) == CGPoint(x: -150, y: 0))
    #expect(selection(window) == ["🦖"], "the selection is unchanged")
    #expect(window.menuItem("Edit", "Undo Move Emoji"))
  }

  @Test func draggingOnAZoomedCanvasMovesByCanvasPoints() throws {
    let (window, ids) = window()
    #expect(window.host.key("=", modifiers: .command))
    window.host.advance(by: 1)
    let start = try window.center(of: "🐙")
    window.host.drag(from: start, to: CGPoint(x: start.x + 50, y: start.y))
    #expect(location(window, ids[1]) == CGPoint(x: 40, y: 0), "50 view points at zoom 1.25")
  }

  @Test func deleteAndBackspaceRemoveTheSelection() throws {
    let (window, _) = window()
    window.host.tap(at: try window.center(of: "🦖"))
    window.host.tap(at: try window.center(of: "🐢"), modifiers: .shift)
    #expect(window.host.key(.deleteForward))
    #expect(window.texts == ["🐙"])
    #expect(window.menuItem("Edit", "Undo Delete Emojis"))
    #expect(window.host.tap(text: "Undo Delete Emojis"))
    #expect(window.texts == ["🦖", "🐙", "🐢"])
    window.host.tap(at: try window.center(of: "🐙"))
    #expect(window.host.key(.delete))
    #expect(window.texts == ["🦖", "🐢"])
    #expect(!window.host.key(.delete), "nothing selected: nothing to delete")
  }

  @Test func anEmojiUndoneAwayLeavesTheSelection() async throws {
    let (window, _) = window()
    #expect(window.host.drop([NSItemProvider(object: "🦀" as NSString)], at: window.onCanvas(0, 120)))
    #expect(await window.host.runMainQueue(until: { window.texts.count == 4 }))
    window.host.tap(at: try window.center(of: "🦀"))
    #expect(window.host.graph.canPerform(.delete))
    #expect(window.host.key("z", modifiers: .command))
    #expect(window.texts == ["🦖", "🐙", "🐢"])
    window.host.layout()
    #expect(!window.host.graph.canPerform(.delete), "nothing selected is left to delete")
  }

  @Test func arrowKeysNudgeTheSelection() throws {
    let (window, ids) = window()
    #expect(!window.host.key(.rightArrow), "nothing selected: the arrows are left to others")
    window.host.tap(at: try window.center(of: "🐙"))
    #expect(window.host.key(.rightArrow))
    #expect(window.host.key(.downArrow))
    #expect(location(window, ids[1]) == CGPoint(x: 1, y: 1))
    #expect(window.host.key(.leftArrow, modifiers: .shift))
    #expect(window.host.key(.upArrow, modifiers: .shift))
    #expect(location(window, ids[1]) == CGPoint(x: -9, y: -9))
    #expect(location(window, ids[0]) == CGPoint(x: -150, y: 0))
  }
}

/// A pinch with a selection resizes the selection, not the canvas.
@MainActor
struct EmojiArtSelectionScaleTests {
  @Test func pinchingWithASelectionResizesItAsOneUndo() throws {
    let window = EmojiArtHost()
    window.add("🦖", -150, 0)
    window.add("🐙", 150, 0)
    window.host.tap(at: try window.center(of: "🦖"))
    let before = try #require(window.host.find(text: "🐙"))
    window.host.pinch(at: window.onCanvas(0, 100), scale: 1.5)
    let sizes = window.document?.emojis.map(\.size)
    #expect(sizes == [60, 40], "only the selected emoji grows: \(sizes ?? [])")
    let after = try #require(window.host.find(text: "🐙"))
    #expect(after == before, "the canvas keeps its zoom")
    #expect(window.document?.emojis.map(\.location) == [CGPoint(x: -150, y: 0), CGPoint(x: 150, y: 0)])
    #expect(window.menuItem("Edit", "Undo Resize Emoji"))
    #expect(window.host.tap(text: "Undo Resize Emoji"))
    #expect(window.document?.emojis.map(\.size) == [40, 40])
  }
}
