import CGtk
import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

@MainActor
@Suite struct PangoTextEngineTests {
  let engine = TestSupport.engine

  @Test func widerTextMeasuresWider() {
    let short = engine.measure(textRequest("Hello"))
    let long = engine.measure(textRequest("Hello, wonderful world"))
    #expect(short.size.width > 20)
    #expect(long.size.width > short.size.width)
    #expect(short.size.height == long.size.height)
    #expect(short.lineCount == 1)
  }

  @Test func sizesAreInPointsWithWholePointWidths() {
    let small = engine.measure(textRequest("Size", size: 10))
    let large = engine.measure(textRequest("Size", size: 20))
    #expect(small.size.width == small.size.width.rounded(.up))
    // Twice the font size is about twice the width and height (widths are rounded up to whole points).
    #expect(abs(large.size.width - 2 * small.size.width) <= 2)
    #expect(abs(large.size.height - 2 * small.size.height) < 1)
    // DejaVu Sans' line is about 1.16 em.
    #expect(small.lineHeight > 10 && small.lineHeight < 13)
    #expect(small.firstBaseline > 7 && small.firstBaseline < small.size.height)
  }

  /// The `allow_breaks` attributes of the layout that draws `request`.
  private func breakAttributeCount(_ request: TextLayoutRequest) -> Int {
    let sample = pango_attr_allow_breaks_new(0)!
    let allowBreaks = sample.pointee.klass.pointee.type
    pango_attribute_destroy(sample)
    return engine.withLayout(for: request) { layout, _ in
      var count = 0
      var node = pango_attr_list_get_attributes(pango_layout_get_attributes(layout))
      let list = node
      while let current = node {
        let attribute = current.pointee.data.assumingMemoryBound(to: PangoAttribute.self)
        if attribute.pointee.klass.pointee.type == allowBreaks { count += 1 }
        pango_attribute_destroy(attribute)
        node = current.pointee.next
      }
      g_slist_free(list)
      return count
    }
  }

  /// A `TextEditor` asks for every caret position of a paragraph at once: the same as asking for each.
  @Test(arguments: [17, 13.37] as [CGFloat])
  func everyCaretPositionAtOnceMatchesEachOne(size: CGFloat) {
    let request = textRequest("Hello, 세계 👩🏽‍💻 مرحبا e\u{301} end", size: size)
    let each = (0...request.string.count).map { engine.caretOffset(atCharacter: $0, in: request) }
    #expect(engine.caretOffsets(in: request) == each)
  }

  /// Pango counts characters from the start for each break attribute: 100,000 pasted Korean characters in a
  /// single-line field took seconds while it had one per word.
  @Test func longTextGetsNoBreakAttributesWhereTheyWouldCostItsLengthEach() {
    #expect(breakAttributeCount(textRequest("가나다 라마바 사아자", width: 40)) == 3, "short Korean keeps its words")
    let long = String(repeating: "가나다 ", count: 10_000)
    #expect(breakAttributeCount(textRequest(long)) == 0, "one line breaks nowhere")
    let wrapped = textRequest(long, width: 300)
    #expect(breakAttributeCount(wrapped) == 0)
    // Measured as it is drawn: Pango's own lines.
    let lines = engine.withLayout(for: wrapped) { layout, _ in Int(pango_layout_get_line_count(layout)) }
    #expect(engine.measure(wrapped).lineCount == lines)
  }

  @Test func wrappingAtAWidthMakesMoreLines() {
    let text = "The quick brown fox jumps over the lazy dog"
    let oneLine = engine.measure(textRequest(text))
    let wrapped = engine.measure(textRequest(text, width: 100))
    #expect(oneLine.lineCount == 1)
    #expect(wrapped.lineCount > 2)
    #expect(wrapped.size.width <= 100)
    #expect(wrapped.size.height > oneLine.size.height * 2)
    #expect(wrapped.lastBaseline > wrapped.firstBaseline)
  }

  @Test func relayingOutAtTheMeasuredWidthKeepsTheLines() {
    let text = "Swift is a general-purpose programming language built using a modern approach"
    for alignment in TextAlignment.allCases {
      for width: CGFloat in [80, 97.5, 150, 213.25] {
        let measured = engine.measure(textRequest(text, width: width, alignment: alignment))
        // A fresh engine lays the text out again rather than reusing the cached layout.
        let again = PangoTextEngine().measure(textRequest(text, width: measured.size.width, alignment: alignment))
        #expect(again == measured, "width \(width), \(alignment)")
      }
    }
  }

  @Test func oneLineTextFitsItsMeasuredWidthWithoutTruncation() {
    for text in ["Followers", "4.2K", "Seoul 🇰🇷", "안녕하세요"] {
      let ideal = engine.measure(textRequest(text, size: 12, lineLimit: 1))
      let request = textRequest(text, size: 12, width: ideal.size.width, lineLimit: 1)
      #expect(PangoTextEngine().measure(request) == ideal, "\(text)")
      let shown = engine.withLayout(for: request) { layout, _ in String(cString: pango_layout_get_text(layout)) }
      let ellipsized = engine.withLayout(for: request) { layout, _ in pango_layout_is_ellipsized(layout) }
      #expect(ellipsized == 0, "\(text) shows as \(shown)")
    }
  }

  @Test func drawingAtTheMeasuredWidthReusesTheMeasuredLayout() {
    let fresh = PangoTextEngine()
    let request = textRequest("Reused for drawing, wrapped over lines", width: 120)
    let measured = fresh.measure(request)
    let count = fresh.cachedLayoutCount
    var drawn = request
    drawn.width = measured.size.width
    #expect(fresh.measure(drawn) == measured)
    #expect(fresh.cachedLayoutCount == count)

    let unwrapped = textRequest("Measured without a width")
    let ideal = fresh.measure(unwrapped)
    let before = fresh.cachedLayoutCount
    var placed = unwrapped
    placed.width = ideal.size.width
    #expect(fresh.measure(placed) == ideal)
    #expect(fresh.cachedLayoutCount == before)
  }

  @Test func aLongWordBreaksInsideTheWord() {
    let measured = engine.measure(textRequest("Supercalifragilisticexpialidocious", width: 60))
    #expect(measured.lineCount > 1)
    #expect(measured.size.width <= 60)
  }

  @Test func lineLimitOneTruncatesToOneLine() {
    let text = "The quick brown fox jumps over the lazy dog"
    let limited = engine.measure(textRequest(text, width: 100, lineLimit: 1))
    let single = engine.measure(textRequest("Quick", width: 100))
    #expect(limited.lineCount == 1)
    #expect(limited.size.height == single.size.height)
    #expect(limited.size.width <= 100)
  }

  @Test func lineLimitCountsLinesOfAllParagraphs() {
    let limited = engine.measure(textRequest("First\nSecond\nThird\nFourth", width: 200, lineLimit: 2))
    #expect(limited.lineCount == 2)
    let wrapping = engine.measure(
      textRequest("One\nA second paragraph that wraps over several lines\nThree", width: 120, lineLimit: 2))
    #expect(wrapping.lineCount == 2)
    let unwrapped = engine.measure(textRequest("First\nSecond\nThird", lineLimit: 2))
    #expect(unwrapped.lineCount == 2)
    let fits = engine.measure(textRequest("First\nSecond", lineLimit: 2))
    #expect(fits.lineCount == 2)
  }

  @Test func truncatedParagraphsShowAnEllipsis() {
    let request = textRequest("First\nSecond\nThird", width: 200, lineLimit: 2)
    let text = engine.withLayout(for: request) { layout, _ in String(cString: pango_layout_get_text(layout)) }
    #expect(text == "First\nSecond…")
  }

  @Test func newlinesMakeLinesWithoutAWidth() {
    let measured = engine.measure(textRequest("One\nTwo\nThree"))
    #expect(measured.lineCount == 3)
  }

  @Test func koreanAndEmojiMeasure() {
    let korean = engine.measure(textRequest("안녕하세요"))
    let emoji = engine.measure(textRequest("😀🎨"))
    #expect(korean.size.width > 50 && korean.size.height > 10)
    #expect(emoji.size.width > 20 && emoji.size.height > 10)
  }

  @Test func pinnedFontsHideOtherInstalledFonts() {
    // Nimbus Sans is installed on the system but not in the pinned configuration: it falls back to DejaVu Sans.
    var nimbus = textRequest("Pinned fonts")
    nimbus.runs[0].font.family = "Nimbus Sans"
    var dejaVu = textRequest("Pinned fonts")
    dejaVu.runs[0].font.family = "DejaVu Sans"
    #expect(engine.measure(nimbus) == engine.measure(dejaVu))
    #expect(engine.measure(textRequest("Pinned fonts")) == engine.measure(dejaVu))
  }

  @Test func everyTruncationModeKeepsOneLine() {
    for mode in [Text.TruncationMode.head, .middle, .tail] {
      var request = textRequest("A sentence much too long for the narrow width it is given", width: 90, lineLimit: 1)
      request.truncationMode = mode
      let measured = engine.measure(request)
      #expect(measured.lineCount == 1, "\(mode)")
      #expect(measured.size.width <= 90, "\(mode)")
    }
  }

  @Test func emptyTextTakesNoSpace() {
    let measured = engine.measure(textRequest(""))
    #expect(measured.size == .zero)
    #expect(measured.lineCount == 0)
    #expect(measured.lineHeight > 0)
  }

  /// A click's x may be anywhere, even infinite (a field squeezed narrower than its insets, fault 25 of
  /// docs/RELIABILITY.md): both engines answer with the nearest caret, the line's ends beyond the line.
  @Test func everyXHasANearestCaretInBothEngines() {
    let request = textRequest("hello")
    for engine in [engine, FixedMetricsTextEngine()] as [any TextEngine] {
      let end = engine.caretOffset(atCharacter: 5, in: request)
      for (x, caret) in [
        (-CGFloat.infinity, 0), (-1e30, 0), (-1, 0), (.nan, 0), (end + 1, 5), (1e30, 5), (.infinity, 5),
      ] {
        #expect(engine.characterOffset(atX: x, in: request) == caret, "\(type(of: engine)) at x \(x)")
      }
    }
  }

  @Test func stylesChangeTheMeasurement() {
    let regular = engine.measure(textRequest("Weight"))
    var boldRequest = textRequest("Weight")
    boldRequest.runs[0].font.weight = .bold
    #expect(engine.measure(boldRequest).size.width > regular.size.width)
    var spaced = textRequest("Weight")
    spaced.runs[0].kerning = 2
    #expect(engine.measure(spaced).size.width >= regular.size.width + 10)
    var twoLines = textRequest("One\nTwo")
    let tight = engine.measure(twoLines)
    twoLines.lineSpacing = 10
    #expect(engine.measure(twoLines).size.height == tight.size.height + 10)
  }

  @Test func cacheIsBoundedAndReused() {
    let small = PangoTextEngine(cacheCapacity: 8)
    for index in 0..<20 { _ = small.measure(textRequest("Item \(index)")) }
    #expect(small.cachedLayoutCount <= 8)
    let request = textRequest("Item 19")
    let count = small.cachedLayoutCount
    _ = small.measure(request)
    #expect(small.cachedLayoutCount == count)
    small.removeAllCachedLayouts()
    #expect(small.cachedLayoutCount == 0)
  }

  @Test func cacheKeepsItsLayoutsWithinItsTextBudget() {
    let small = PangoTextEngine(cacheCapacity: 8192, cacheTextBudget: 1_000)
    // A field's long text laid out again at each keystroke.
    var typed = String(repeating: "lorem ipsum ", count: 20)
    for letter in "typing one letter at a time" {
      typed.append(letter)
      _ = small.measure(textRequest(typed))
      #expect(small.cachedTextByteCount <= 1_000)
    }
    #expect(small.cachedLayoutCount >= 3)
    // A text longer than the budget is kept while it is the last made, and reused.
    let long = textRequest(String(repeating: "long text ", count: 300))
    _ = small.measure(long)
    let count = small.cachedLayoutCount
    #expect(count >= 1 && small.cachedTextByteCount == 3_000 * count, "only the long text's layout is left")
    _ = small.measure(long)
    #expect(small.cachedLayoutCount == count)
    small.removeAllCachedLayouts()
    #expect(small.cachedTextByteCount == 0)
  }
}
