import EaselTesting
import Foundation
import Testing

@testable import Easel
@testable import EaselCairo

/// Text far larger than the window, as on a canvas zoomed far in, is drawn from an image no larger than the window:
/// cairo draws a glyph from an image of the whole glyph, whatever the clip shows of it, and keeps that image.
@MainActor
@Suite(.serialized) struct LargeTextTests {
  /// The process's resident memory.
  func residentBytes() -> Int {
    let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
    let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// The soak's EmojiArt window, zoomed in by thousands of pinches, took 2 to 5 GB drawing its emojis.
  @Test func anEmojiZoomedFarBeyondTheWindowIsDrawnWithoutAnImageOfItsWholeGlyph() {
    // 40 points zoomed 300 times: a glyph 12,000 pixels high, a 576 MB image drawn directly.
    let host = ViewHost(
      Text("🟩").font(.system(size: 40)).scaleEffect(300).frame(width: 200, height: 200),
      size: CGSize(width: 200, height: 200))
    let before = residentBytes()
    let image = host.render()
    #expect(residentBytes() - before < 150_000_000, "drawing grew the process by \(residentBytes() - before) bytes")
    // The square's green fills the window's middle: the text is drawn, magnified.
    let middle = image.pixel(x: 100, y: 100)
    #expect(middle.g > 120 && middle.r < 150 && middle.b < 150, "\(middle)")
  }

  @Test func textJustBelowTheLimitAndJustAboveItLooksTheSame() {
    // 1,000 and 1,050 device pixels: drawn directly and magnified from 1,024, the same square's green in the middle.
    for zoom in [25.0, 26.25] {
      let host = ViewHost(
        Text("🟩").font(.system(size: 40)).scaleEffect(zoom).frame(width: 200, height: 200),
        size: CGSize(width: 200, height: 200))
      let middle = host.render().pixel(x: 100, y: 100)
      #expect(middle.g > 120 && middle.r < 150 && middle.b < 150, "zoom \(zoom): \(middle)")
    }
  }
}
