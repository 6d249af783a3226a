import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// Text laid out narrower than its narrowest word: stacks propose widths down to zero while they measure.
@MainActor
@Suite struct PangoNarrowWidthTests {
  @Test(arguments: [
    "1–20자, 어떤 언어든", "하늘–바다", "—한", "a–b", "👩‍💻–한글", "하늘/바다", "하늘?바다", "1~20자", "(한글)", "한글,영어",
    "👩‍💻한글", "한글…", "값-타입", "하늘‐바다", "http://한글.kr/a-b",
  ])
  func anyWidthDownToZeroLaysOut(text: String) {
    let engine = PangoTextEngine()
    let font = ResolvedFont(size: 13)
    for width in stride(from: CGFloat(0), through: 60, by: 0.5) {
      let request = TextLayoutRequest(
        runs: [TextRun(string: text, font: font, color: .color(Color.Resolved(red: 0, green: 0, blue: 0)))],
        width: width)
      let size = engine.measure(request).size
      #expect(size.height > 0)
    }
  }
}
