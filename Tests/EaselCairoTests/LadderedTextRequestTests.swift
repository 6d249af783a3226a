import EaselTesting
import Foundation
import Testing

@testable import Easel
@testable import EaselCairo
@_spi(ForEaselOnly) @testable import EaselCore

/// Text in sizes off the ladder (neither whole nor half points, as a zoomed canvas asks for) is laid out at one of a
/// bounded set of sizes and scaled, since Pango keeps a font set per size and each new one costs milliseconds.
@MainActor
@Suite struct LadderedTextRequestTests {
  @Test func wholeAndHalfPointsAreLaidOutAsAsked() {
    for size in [9, 13, 17, 17.5, 28, 104] as [CGFloat] {
      let laddered = LadderedTextRequest(textRequest("Size", size: size, width: 80))
      #expect(laddered.scale == 1)
      #expect(laddered.request == textRequest("Size", size: size, width: 80))
    }
  }

  @Test func otherSizesComeFromAtMostTwentyFourSizesAnOctave() {
    let sizes = (0..<1_000).map { 10 + CGFloat($0) * 0.0101 }
    let rungs = Set(sizes.map { LadderedTextRequest(textRequest("Size", size: $0)).request.runs[0].font.size })
    // From 10 to 20.09 points: a little more than an octave, so its 25 sizes and the next one.
    #expect(rungs.count <= 26)
    for size in sizes {
      let laddered = LadderedTextRequest(textRequest("Size", size: size, width: 50))
      let rung = laddered.request.runs[0].font.size
      #expect(abs(rung / size - 1) <= 0.015)
      #expect(abs(laddered.scale * rung - size) < 1e-9)
      #expect(abs(laddered.request.width! * laddered.scale - 50) < 1e-9)
    }
  }

  @Test func textLargerThanTheLargestSizeIsLaidOutAtItAndScaled() {
    let engine = PangoTextEngine()
    let largest = LadderedTextRequest.largestSize
    let atLargest = engine.measure(textRequest("🦖 Far in", size: largest))
    for size in [largest + 1, 2_000, 458_285.625] as [CGFloat] {
      let laddered = LadderedTextRequest(textRequest("🦖 Far in", size: size))
      #expect(laddered.request.runs[0].font.size == largest)
      #expect(abs(laddered.scale * largest - size) < 1e-9)
      // Measured from the largest size, scaled: a size FreeType refuses measures as the text does.
      let measured = engine.measure(textRequest("🦖 Far in", size: size))
      #expect(abs(measured.size.width - atLargest.size.width * size / largest) <= 1)
      #expect(abs(measured.size.height - atLargest.size.height * size / largest) <= size / largest)
    }
  }

  @Test func aZoomedCanvasMakesABoundedNumberOfLayouts() {
    let engine = PangoTextEngine()
    for step in 0..<500 {
      _ = engine.measure(textRequest("🦖", size: 40 * (1 + CGFloat(step) * 0.00137)))
    }
    // 500 sizes from 40 to 67 points: 20 of the ladder's sizes, each kept for the width it measured too.
    #expect(engine.cachedLayoutCount <= 40)
  }

  @Test func aScaledLayoutMeasuresAsTheExactSizeWould() {
    let engine = PangoTextEngine()
    let text = "The quick brown fox jumps over the lazy dog"
    let exact = engine.measure(textRequest(text, size: 16))
    // 16.02 is laid out at 15.96 (the nearest rung) and scaled: it measures as 16 points scaled by 16.02 / 16 would.
    let near = engine.measure(textRequest(text, size: 16.02))
    #expect(abs(near.size.width - exact.size.width * 16.02 / 16) <= 1.5)
    #expect(abs(near.size.height - exact.size.height * 16.02 / 16) < 0.2)
    #expect(abs(near.firstBaseline - exact.firstBaseline * 16.02 / 16) < 0.2)
    // Wrapped at the width it measured, it keeps its lines.
    let wrapped = engine.measure(textRequest(text, size: 16.02, width: 120))
    #expect(wrapped.lineCount > 1)
    #expect(engine.measure(textRequest(text, size: 16.02, width: wrapped.size.width)) == wrapped)
  }

  @Test func aScaledLayoutDrawsInsideItsFrame() throws {
    let host = ViewHost(
      Text("Zoomed").font(.system(size: 37.3)).foregroundStyle(.black).padding(20),
      size: CGSize(width: 300, height: 120))
    let image = host.render()
    let frame = try #require(host.find(text: "Zoomed"))
    func darkest(in rect: CGRect) -> Double { image.pixels(in: rect).map(\.luminance).min() ?? 255 }
    let exact = PangoTextEngine.shared.measure(textRequest("Zoomed", size: 37.5)).size.width
    #expect(abs(frame.width - exact * 37.3 / 37.5) <= 2)
    #expect(darkest(in: frame) < 60, "the glyphs are drawn")
    let outside = frame.insetBy(dx: -6, dy: -6)
    let bands = [
      CGRect(x: outside.minX, y: outside.minY, width: outside.width, height: 4),
      CGRect(x: outside.minX, y: outside.maxY - 4, width: outside.width, height: 4),
      CGRect(x: outside.maxX - 4, y: outside.minY, width: 4, height: outside.height),
    ]
    for band in bands { #expect(darkest(in: band) > 240, "nothing drawn beyond the frame: \(band)") }
  }
}
