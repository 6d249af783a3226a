import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// The bounding box, in pixels, of the pixels that are not the white background.
@MainActor
func inkBounds(of image: RenderedImage) -> CGRect {
  var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
  for y in 0..<image.height {
    for x in 0..<image.width where !image.pixel(x: x, y: y).isClose(to: Pixel(r: 255, g: 255, b: 255), tolerance: 30) {
      (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
    }
  }
  guard maxX >= 0 else { return .null }
  return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}

@MainActor
@Suite struct SystemImageTests {
  @Test func theTableMapsAtLeastSixtyNamesToIconsThatExist() {
    #expect(AdwaitaSymbols.table.count >= 60)
    let required = [
      "chevron.left", "chevron.right", "chevron.up", "chevron.down", "xmark", "plus", "minus", "checkmark", "star",
      "star.fill", "heart", "heart.fill", "trash", "pencil", "gear", "gearshape", "magnifyingglass", "house", "person",
      "person.circle", "folder", "doc", "doc.text", "square.and.arrow.up", "square.and.arrow.down", "paperplane",
      "bell",
      "bookmark", "book", "calendar", "clock", "info.circle", "exclamationmark.triangle", "questionmark.circle",
      "play.fill", "pause.fill", "stop.fill", "arrow.left", "arrow.right", "arrow.up", "arrow.down", "arrow.clockwise",
      "arrow.counterclockwise", "ellipsis", "ellipsis.circle", "list.bullet", "square.grid.2x2", "photo", "camera",
      "mic", "speaker.wave.2", "lock", "lock.open", "eye", "eye.slash", "link", "globe", "cloud", "sun.max", "moon",
      "flag", "tag", "cart", "hand.tap", "hand.draw", "hand.point.up.left", "arrow.up.left.and.arrow.down.right",
      "rotate.right", "face.smiling", "paintbrush", "paintpalette", "text.cursor", "swift",
    ]
    for name in required { #expect(AdwaitaSymbols.table[name] != nil, "\(name) is not mapped") }
    for (name, source) in AdwaitaSymbols.table {
      if case .icon(let icon) = source {
        #expect(
          FileManager.default.fileExists(atPath: AdwaitaSymbols.fileURL(forIcon: icon).path),
          "\(name): \(icon) is missing")
      }
    }
  }

  @Test func everyMappedSymbolRendersInk() {
    ViewHost.prepareRendering()
    let renderer = CairoSymbolRenderer()
    for name in AdwaitaSymbols.table.keys {
      guard
        let image = renderer.symbolImage(named: name, pixelSize: 16, color: Color.Resolved(red: 0, green: 0, blue: 0))
      else {
        Issue.record("\(name) did not render")
        continue
      }
      let host = ViewHost(Image(uiImage: UIImage(bitmap: image)), size: CGSize(width: 16, height: 16))
      #expect(!inkBounds(of: host.render()).isNull, "\(name) rendered no ink")
    }
  }

  @Test func aSymbolIsPaintedInTheForegroundStyle() {
    let host = ViewHost(
      Image(systemName: "star.fill").foregroundStyle(Color.red).font(.system(size: 40)),
      size: CGSize(width: 60, height: 60))
    let image = host.render()
    var red = 0
    for y in 0..<image.height {
      for x in 0..<image.width where image.pixel(x: x, y: y).isClose(to: Pixel(r: 255, g: 59, b: 48), tolerance: 40) {
        red += 1
      }
    }
    #expect(red > 400)
  }

  @Test func aSymbolIsAsLargeAsItsFont() {
    func ink(_ size: CGFloat, scale: Image.Scale = .medium) -> CGRect {
      inkBounds(
        of: ViewHost(
          Image(systemName: "stop.fill").font(.system(size: size)).imageScale(scale),
          size: CGSize(width: 120, height: 120)
        ).render())
    }
    let small = ink(20)
    let large = ink(40)
    #expect(abs(large.width / small.width - 2) < 0.2)
    #expect(large.width > 26 && large.width <= 40)
    #expect(ink(40, scale: .large).width > large.width * 1.2)
    #expect(ink(40, scale: .small).width < large.width * 0.85)
  }

  @Test func aSymbolFollowsTheBodyFontNextToText() {
    let host = ViewHost(
      HStack(spacing: 0) {
        Image(systemName: "star")
        Text("Star")
      }, size: CGSize(width: 200, height: 60), textEngine: FixedMetricsTextEngine())
    let text = host.find(text: "Star")!
    // The body font is 17 points: the symbol is a 17-point square before the text, the pair centred.
    #expect(abs(text.minX - ((200 - text.width - 17) / 2 + 17)) <= 0.5)
  }

  @Test func aResizableSymbolFillsItsFrame() {
    let ink = inkBounds(
      of: ViewHost(
        Image(systemName: "stop.fill").resizable().frame(width: 80, height: 80), size: CGSize(width: 100, height: 100)
      ).render())
    #expect(ink.width >= 56)
  }

  @Test func anUnknownSymbolShowsNothingAndTakesNoSpace() {
    let host = ViewHost(
      HStack(spacing: 0) {
        Image(systemName: "no.such.symbol")
        Text("A")
      }, size: CGSize(width: 100, height: 40), textEngine: FixedMetricsTextEngine())
    let alone = ViewHost(Text("A"), size: CGSize(width: 100, height: 40), textEngine: FixedMetricsTextEngine())
    #expect(host.find(text: "A") == alone.find(text: "A"))
  }

  @Test func aSymbolVariantShowsTheFilledSymbolWhereThereIsOne() {
    func inkCount<V: View>(_ view: V) -> Int {
      let image = ViewHost(view.font(.system(size: 40)), size: CGSize(width: 60, height: 60)).render()
      var count = 0
      for y in 0..<image.height {
        for x in 0..<image.width where image.pixel(x: x, y: y).luminance < 128 { count += 1 }
      }
      return count
    }
    let outline = inkCount(Image(systemName: "heart"))
    #expect(inkCount(Image(systemName: "heart").symbolVariant(.fill)) > outline * 3 / 2)
    #expect(inkCount(Image(systemName: "heart.fill")) == inkCount(Image(systemName: "heart").symbolVariant(.fill)))
    // Without a filled variant the symbol stays as it is.
    #expect(inkCount(Image(systemName: "xmark").symbolVariant(.fill)) == inkCount(Image(systemName: "xmark")))
    #expect(
      SymbolVariants.circle.fill.candidates(for: "person") == [
        "person.circle.fill", "person.circle", "person.fill", "person",
      ])
  }
}
