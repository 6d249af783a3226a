@testable import Easel
import EaselTesting
import EaselCairo
import Foundation
import Testing

@Suite @MainActor struct ZZScratch {
  @Test func scratch() throws {
    _ = ViewHost(Text("x"), size: CGSize(width: 10, height: 10)).render()
    let engine = PangoTextEngine.shared
    for bold in [false, true] {
      let font = ResolvedFont(family: nil, size: 34, weight: bold ? .bold : .regular, design: .default)
      for width: CGFloat? in [nil, 0, 10, 21, 30, 42, 48, 100, 148, .infinity] {
        let r = TextLayoutRequest(runs: [TextRun(string: "42", font: font, color: .color(Color.Resolved(red: 0, green: 0, blue: 0)))], width: width)
        let m = engine.measure(r)
        print("bold", bold, "width", width as Any, "->", m.size, m.lineCount)
      }
    }
  }
}
