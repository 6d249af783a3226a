import CGtk
import Foundation
import Testing

@testable import Easel
@testable import EaselCairo
@_spi(ForEaselOnly) @testable import EaselCore

/// Lines broken from cached word widths (`ShapedWordCache`, `LineBreaker`) against Pango's own line breaking.
@MainActor
@Suite struct WordLineBreakingTests {
  static let latin = [
    "The layout of every view is proposed a size by its parent and chooses its own stack spacing between children; "
      + "text wraps at word boundaries when the width runs out.",
    "Pango, Cairo & HarfBuzz: 1,234.56 glyphs (measured twice?) -- no, once! AV Te Yo WAVE office \"quoted\" it's "
      + "a well-known self-evident co-op, e.g. x/y or 50% off.",
    "Short words a b c d e f g h i j k l m n o p q r s t u v w x y z.",
  ]
  static let korean = [
    "한국어 문장을 여기에 씁니다 그리고 더 많은 단어를 넣어서 줄바꿈을 시험합니다.",
    "Swift를 배우는 parSta 앱입니다. 오늘의 퀴즈를 풀고 랭크를 올려 보세요! 정답은 내일 다시 나옵니다.",
  ]
  static let fonts = [
    ResolvedFont(size: 13), ResolvedFont(size: 17, weight: .bold), ResolvedFont(size: 15, design: .serif),
  ]
  /// Down to zero, where words are broken between characters, as stacks measure their children's minimum size.
  /// Uneven steps, so widths fall at many places inside words; few enough that the comparison (which holds the
  /// main actor) stays within seconds in a debug build.
  static let widths =
    Array(stride(from: CGFloat(0), through: 60, by: 2.75)) + Array(stride(from: 61.5, through: 700, by: 17.25))
    + [nil]

  let engine: PangoTextEngine
  let reference: PangoTextEngine

  init() {
    _ = TestSupport.engine  // Pins the test fonts before the engines make their font maps.
    engine = PangoTextEngine()
    reference = PangoTextEngine(cacheCapacity: 8192, breaksLinesFromWords: false)
  }

  private func request(_ text: String, _ font: ResolvedFont, width: CGFloat?, lineSpacing: CGFloat = 0)
    -> TextLayoutRequest
  {
    TextLayoutRequest(
      runs: [TextRun(string: text, font: font, color: .color(Color.Resolved(red: 0, green: 0, blue: 0)))],
      width: width, lineSpacing: lineSpacing)
  }

  /// The byte index where each line of the layout for `request` starts.
  private func lineStarts(_ engine: PangoTextEngine, _ request: TextLayoutRequest) -> [Int32] {
    engine.withLayout(for: request) { layout, _ in
      (0..<pango_layout_get_line_count(layout)).map { pango_layout_get_line_readonly(layout, $0)!.pointee.start_index }
    }
  }

  /// Measures every text at every width and font, and checks measurement and drawn lines against Pango's; returns
  /// how many of the measurements were broken from cached words (the rest left to Pango).
  private func compare(_ texts: [String]) -> (fromWords: Int, total: Int) {
    var fromWords = 0
    var total = 0
    for text in texts {
      for font in Self.fonts {
        for width in Self.widths {
          let request = request(text, font, width: width, lineSpacing: width == nil ? 0 : 2)
          let layoutsBefore = engine.cachedLayoutCount
          let measurement = engine.measure(request)
          // Measuring from cached words makes no layout; measuring with Pango caches one.
          if engine.cachedLayoutCount == layoutsBefore { fromWords += 1 }
          total += 1
          #expect(measurement == reference.measure(request), "\(text) at \(width.map { "\($0)" } ?? "nil")")
          #expect(lineStarts(engine, request) == lineStarts(reference, request))
        }
      }
    }
    return (fromWords, total)
  }

  @Test func latinBreaksAsPangoDoesAtEveryWidth() {
    let (fromWords, total) = compare(Self.latin)
    // Only words cut where kerning changes their width are left to Pango.
    #expect(fromWords > total * 4 / 5)
  }

  @Test func koreanBreaksAsPangoDoesAtEveryWidth() {
    let (fromWords, total) = compare(Self.korean)
    // Only widths narrower than a word need Pango: Hangul words are not broken between characters.
    #expect(fromWords > total / 2)
  }

  @Test func rewrappingShapesNothingNew() {
    let font = Self.fonts[0]
    _ = engine.measure(request(Self.latin[0], font, width: 300))
    let shaped = engine.shapedSegmentCount
    #expect(shaped > 10)
    // Widths where every word fits a line; narrower ones shape the pieces of the words they cut.
    for width in Self.widths where (width ?? .infinity) >= 100 {
      _ = engine.measure(request(Self.latin[0], font, width: width))
    }
    // A new paragraph of words already shaped shapes nothing either.
    _ = engine.measure(request("the view of its own text wraps when the width runs out.", font, width: 200))
    #expect(engine.shapedSegmentCount == shaped)
    // Another font is other glyphs.
    _ = engine.measure(request(Self.latin[0], Self.fonts[1], width: 300))
    #expect(engine.shapedSegmentCount > shaped)
  }

  @Test(arguments: [
    "Emoji 😀 and 👍🏽 stay with Pango", "שלום עולם mixed bidi", "Line one\nline two", "Trailing space ",
    "정답률 80% 이상", "(한글) 괄호", "Café crème",
  ])
  func textWordsCannotMeasureIsLeftToPango(text: String) {
    for width in [nil, 60, 120, 400] as [CGFloat?] {
      let request = request(text, Self.fonts[0], width: width)
      #expect(engine.measure(request) == reference.measure(request))
      #expect(lineStarts(engine, request) == lineStarts(reference, request))
    }
    #expect(engine.shapedSegmentCount == 0)
  }

  @Test func breakerZeroesTheHangingSpaceOfWrappedLinesOnly() throws {
    // "aaaa " "bb " "cc": widths with one hanging space of 4.
    let paragraph = ShapedParagraph(
      segments: [
        ShapedSegment(width: 36, contentWidth: 32, hangingWidth: 4, ascent: 10, descent: 3),
        ShapedSegment(width: 20, contentWidth: 16, hangingWidth: 4, ascent: 12, descent: 3),
        ShapedSegment(width: 16, contentWidth: 16, hangingWidth: 0, ascent: 10, descent: 5),
      ], segmentEnds: [5, 8, 10], isASCII: true)
    let one = try #require(LineBreaker.lines(of: paragraph, wrapWidth: nil))
    #expect(one == [BrokenLine(bytes: 0..<10, width: 72, ascent: 12, descent: 5)])
    // 36 + 16 fits 52 exactly; the next segment does not.
    let two = try #require(LineBreaker.lines(of: paragraph, wrapWidth: 52))
    #expect(
      two == [
        BrokenLine(bytes: 0..<8, width: 52, ascent: 12, descent: 3),
        BrokenLine(bytes: 8..<10, width: 16, ascent: 10, descent: 5),
      ])
    let three = try #require(LineBreaker.lines(of: paragraph, wrapWidth: 51))
    #expect(three.map(\.bytes) == [0..<5, 5..<10])
    #expect(three.map(\.width) == [32, 36])
    // A word wider than the line needs character breaks, with widths of the pieces shaped again.
    #expect(LineBreaker.lines(of: paragraph, wrapWidth: 31) == nil)
  }

  @Test func breakerBreaksAWordWiderThanTheLineBetweenCharacters() throws {
    // "aaaa bb": 8 a character, 4 a space.
    let paragraph = ShapedParagraph(
      segments: [
        ShapedSegment(width: 36, contentWidth: 32, hangingWidth: 4, ascent: 10, descent: 3),
        ShapedSegment(width: 16, contentWidth: 16, hangingWidth: 0, ascent: 10, descent: 3),
      ], segmentEnds: [5, 7], isASCII: true)
    /// Pieces shaped again measure their characters' advances, less `kerning` when cut out of the word.
    func lines(kerning: Int32) -> (lines: [BrokenLine]?, shaped: [Range<Int>]) {
      var shaped: [Range<Int>] = []
      func piece(_ bytes: Range<Int>) -> ShapedPiece {
        shaped.append(bytes)
        let spaces = bytes.upperBound == 5 ? 1 : 0
        let characters = bytes.count - spaces
        let width = Int32(characters * 8 + spaces * 4) - (bytes == 0..<5 ? 0 : kerning)
        return ShapedPiece(
          segment: ShapedSegment(
            width: width, contentWidth: width - Int32(spaces * 4), hangingWidth: Int32(spaces * 4), ascent: 10,
            descent: 3),
          characterWidths: Array(repeating: 8, count: characters) + Array(repeating: 4, count: spaces),
          contentLength: characters)
      }
      let lines = LineBreaker.lines(of: paragraph, wrapWidth: 20) { word in
        LineBreaker.breakWord(piece(word), wrapWidth: 20) {
          piece(word.lowerBound + $0.lowerBound..<word.lowerBound + $0.upperBound)
        }
      }
      return (lines, shaped)
    }
    let (broken, shaped) = lines(kerning: 0)
    let unkerned = try #require(broken)
    #expect(unkerned.map(\.bytes) == [0..<2, 2..<5, 5..<7])
    #expect(unkerned.map(\.width) == [16, 16, 16])
    // The word, the piece cut off, the piece one character longer (which must not fit), the rest.
    #expect(shaped == [0..<5, 0..<2, 0..<3, 2..<5])
    // Where shaping a piece again changes its width, Pango's choice of cut can differ: Pango breaks it.
    #expect(lines(kerning: 1).lines == nil)
  }

  @Test func breakerLeavesWhitespaceThatOverflowsToPango() {
    // "a    " then "b": the word fits, its spaces beyond the hanging one do not.
    let paragraph = ShapedParagraph(
      segments: [
        ShapedSegment(width: 26, contentWidth: 10, hangingWidth: 4, ascent: 10, descent: 3),
        ShapedSegment(width: 10, contentWidth: 10, hangingWidth: 0, ascent: 10, descent: 3),
      ], segmentEnds: [5, 6], isASCII: true)
    #expect(LineBreaker.lines(of: paragraph, wrapWidth: 15) == nil)
    #expect(LineBreaker.lines(of: paragraph, wrapWidth: 22)?.map(\.bytes) == [0..<5, 5..<6])
  }
}
