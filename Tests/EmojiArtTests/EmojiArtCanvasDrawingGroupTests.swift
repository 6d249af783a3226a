import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore
@testable import EmojiArt

/// The canvas's emoji layer is a drawing group: one image while a pinch or a pan moves it, drawn directly at rest.
@MainActor
@Suite struct EmojiArtCanvasDrawingGroupTests {
  /// The drawing groups of the window's last list, with their items.
  private func groups(in window: EmojiArtHost) -> [(item: DisplayItem, group: DrawingGroup)] {
    window.host.graph.display.retained.items.compactMap { item in
      if case .drawingGroup(let group) = item.content { return (item, group) }
      return nil
    }
  }

  @Test func aPinchScalesTheLayersImageAboutThePinchAndEndsSharp() throws {
    let window = EmojiArtHost()
    window.add("🦖", 100, 0)
    for x in stride(from: -300, through: 300, by: 20) { window.add("🍕", CGFloat(x), 150) }
    let before = try #require(window.host.find(text: "🦖"))
    _ = window.host.render()
    let center = window.onCanvas(-150, 100)
    // Fingers 100 points apart move to 200 in small steps (a drag would win a first step of 10 points): a
    // magnification of 2 about the pinch's centre, still in progress.
    let a = window.host.touchDown(at: CGPoint(x: center.x - 50, y: center.y))
    let b = window.host.touchDown(at: CGPoint(x: center.x + 50, y: center.y))
    var bodies: [Int] = []
    for step in 1...10 {
      window.host.advance(by: 0.03)
      let half = 50 + 50 * CGFloat(step) / 10
      let counted = window.host.bodyEvaluationCount
      window.host.touchMove(a, to: CGPoint(x: center.x - half, y: center.y))
      window.host.touchMove(b, to: CGPoint(x: center.x + half, y: center.y))
      _ = window.host.render()
      bodies.append(window.host.bodyEvaluationCount - counted)
    }
    // A step runs the canvas's body and a few around it, never the layer's 32 emojis' (nor makes the layer again).
    #expect(bodies.allSatisfy { $0 < 10 }, "bodies per step: \(bodies)")
    let found = groups(in: window)
    #expect(found.count == 1, "the pinched layer is one drawing group")
    let (item, group) = try #require(found.first)
    let text = try #require(
      group.list.items.compactMap { item -> CGRect? in
        if case .text(let request, let rect) = item.content, request.string == "🦖" {
          return rect.applying(item.transform)
        }
        return nil
      }.first)
    // The emoji is in the image as it was drawn at rest; the group's transform scales it by 2 about the pinch's
    // centre, 250 points left of the emoji, so it lands 500 points right of that centre.
    let onScreen = text.applying(item.transform)
    #expect(abs(onScreen.height - text.height * 2) < 1, "scaled by the pinch: \(onScreen)")
    #expect(abs(onScreen.midX - window.canvas.midX - 350) < 2, "about the pinch's centre: \(onScreen.midX)")
    window.host.touchUp(a)
    window.host.touchUp(b)
    _ = window.host.render()
    #expect(groups(in: window).isEmpty, "at rest the emojis are drawn directly, sharp at the new font size")
    let pinched = try #require(window.host.find(text: "🦖"))
    #expect(pinched.height > before.height * 1.8)
    #expect(abs(pinched.midX - window.canvas.midX - 350) < 2, "where the pinch left it: \(pinched.midX)")
  }

  @Test func aPanMovesTheLayersImageAndTheEmojisAreDrawnAgainOnceItStops() throws {
    let window = EmojiArtHost()
    window.add("🦖", 0, 0)
    _ = window.host.render()
    let start = try window.center(of: "🦖")
    #expect(window.host.scroll(at: window.onCanvas(100, 100), by: CGSize(width: 30, height: 20)))
    _ = window.host.render()
    let moved = try #require(groups(in: window).first, "while panning, the layer is one image")
    #expect(abs(moved.item.transform.tx + 30 - moved.group.baseTransform.tx) < 0.01)
    #expect(abs(moved.item.transform.ty + 20 - moved.group.baseTransform.ty) < 0.01)
    window.host.advance(by: 0.25)
    _ = window.host.render()
    #expect(groups(in: window).isEmpty, "once the pan stops, the emojis are drawn directly")
    let scrolled = try window.center(of: "🦖")
    #expect(abs(scrolled.x - start.x + 30) < 1 && abs(scrolled.y - start.y + 20) < 1, "\(scrolled)")
  }
}
