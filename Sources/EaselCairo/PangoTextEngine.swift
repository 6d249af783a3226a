import CGtk
import Easel
import Foundation

/// Measures and lays out text with Pango, and keeps the layouts so drawing reuses them.
///
/// Sizes are in points: a font of N points is N device units at scale 1, whatever the screen's resolution,
/// and layouts are computed without hinted metrics, so text measures the same at every device scale.
///
/// Shaping dominates the cost of text: layout asks for each text at several widths, and Pango shapes the whole
/// paragraph again for each. So the engine shapes a paragraph's words once per font and string and breaks lines
/// from their cached widths as Pango would (`ShapedWordCache`, `LineBreaker`); it makes a `PangoLayout` only
/// to draw, with its line breaks fixed to the measured ones. Text whose words cannot be measured apart (other
/// scripts, emoji, bidi, words wider than the line, truncation) is laid out by Pango for each request.
///
/// Layouts are cached keyed by their `TextLayoutRequest` (measured for Easel: 10,000 emoji draws take ~650 ms
/// creating a layout each time and ~65 ms reusing them), and ``CairoRenderer`` draws the very layout whose lines
/// ``measure(_:)`` measured.
@MainActor
public final class PangoTextEngine: TextEngine {
  /// The engine hosts and the renderer share, so measuring and drawing agree and share one cache.
  ///
  /// It uses the fonts of ``CairoPlatform/pinTestFonts(configuration:)`` once they are pinned.
  public static let shared = PangoTextEngine()

  /// How many layouts the cache keeps before dropping the least recently used.
  public let cacheCapacity: Int
  /// How many bytes of text (UTF-8) the cached layouts may hold before the least recently used are dropped. A layout
  /// holds Pango's glyphs, clusters and break attributes for all of its text, and a field holding a long text that
  /// Pango lays out (emoji, other scripts) makes a layout of all of it at each keystroke: bounded by count alone, the
  /// cache would keep 8,192 of them.
  public let cacheTextBudget: Int

  private var fontMap: GObjectReference
  private var context: GObjectReference
  private var cache: [TextLayoutRequest: CachedTextLayout] = [:]
  /// The bytes of text of the cache's keys.
  private var cachedTextBytes = 0
  private var words: ShapedWordCache
  /// The cap height of each font measured, in points.
  private var capHeights: [ResolvedFont: CGFloat] = [:]
  private let breaksLinesFromWords: Bool
  private var useCounter: UInt64 = 0

  /// An engine with its own layout cache, using the platform's fonts (see ``CairoPlatform``).
  /// - Parameters:
  ///   - cacheCapacity: The number of layouts kept; more are evicted least recently used first. The default holds a
  ///     canvas of thousands of emojis in many sizes (measured and drawn layouts of 30 kinds at 80 sizes need about
  ///     4,800), where a smaller cache re-creates evicted layouts every frame.
  ///   - cacheTextBudget: The bytes of text the kept layouts may hold together; more are evicted least recently used
  ///     first, except the layout just made. The default, 512 KiB, is many screens of text.
  public convenience init(cacheCapacity: Int = 8192, cacheTextBudget: Int = 512 * 1024) {
    self.init(cacheCapacity: cacheCapacity, cacheTextBudget: cacheTextBudget, breaksLinesFromWords: true)
  }

  /// An engine that breaks lines from cached words, or with `breaksLinesFromWords` false one that lays every
  /// text out with Pango: the reference the word cache is checked against.
  init(cacheCapacity: Int, cacheTextBudget: Int = 512 * 1024, breaksLinesFromWords: Bool) {
    self.breaksLinesFromWords = breaksLinesFromWords
    self.cacheCapacity = max(1, cacheCapacity)
    self.cacheTextBudget = max(1, cacheTextBudget)
    fontMap = CairoPlatform.makeFontMap()
    context = Self.makeContext(fontMap: fontMap)
    words = ShapedWordCache(context: context)
  }

  /// The number of layouts in the cache.
  public var cachedLayoutCount: Int { cache.count }
  /// The bytes of text (UTF-8) of the layouts in the cache.
  public var cachedTextByteCount: Int { cachedTextBytes }

  /// Drops every cached layout, for example after fonts were installed.
  public func removeAllCachedLayouts() {
    cache.removeAll()
    cachedTextBytes = 0
    capHeights.removeAll()
    words = ShapedWordCache(context: context)
  }

  /// How many pieces of text the engine has shaped for breaking lines itself: once per font and string.
  var shapedSegmentCount: Int { words.shapeCount }

  /// The size and baselines of `request`: broken into lines from cached word widths when its words can be measured
  /// apart, otherwise laid out by Pango (and cached for drawing).
  ///
  /// Text in a size other than whole or half points is measured at a nearby size and scaled
  /// (`LadderedTextRequest`).
  public func measure(_ request: TextLayoutRequest) -> TextMeasurement {
    let laddered = LadderedTextRequest(request)
    if let lines = brokenLines(for: laddered.request) {
      return laddered.scaled(
        Self.measure(lines, lineSpacing: laddered.request.lineSpacing, capHeight: capHeight(of: laddered.request)))
    }
    return laddered.scaled(cachedLayout(for: laddered.request).measurement)
  }

  /// Calls `body` with the `PangoLayout` for `request`, the one ``measure(_:)`` measures, and the scale to draw it
  /// at: 1 unless the request's font size is off the engine's ladder of sizes (`LadderedTextRequest`).
  ///
  /// The layout belongs to the engine: do not change or unreference it, and do not keep it after `body`
  /// returns. Its top-left corner is the text's origin.
  public func withLayout<Result>(
    for request: TextLayoutRequest, _ body: (_ layout: OpaquePointer, _ scale: CGFloat) throws -> Result
  ) rethrows -> Result {
    let (entry, scale) = layout(for: request)
    return try withExtendedLifetime(entry) { try body(entry.layout, scale) }
  }

  /// The cached layout that draws `request`, and the scale to draw it at.
  func layout(for request: TextLayoutRequest) -> (entry: CachedTextLayout, scale: CGFloat) {
    let laddered = LadderedTextRequest(request)
    return (cachedLayout(for: laddered.request), laddered.scale)
  }

  /// Switches to a new font map (when tests pin their fonts); cached layouts used the old fonts.
  func replaceFontMap(_ newFontMap: GObjectReference) {
    cache.removeAll()
    cachedTextBytes = 0
    fontMap = newFontMap
    context = Self.makeContext(fontMap: newFontMap)
    words = ShapedWordCache(context: context)
  }

  /// The cached layout for `request`, whose sizes are on the ladder, made on a miss.
  private func cachedLayout(for request: TextLayoutRequest) -> CachedTextLayout {
    useCounter &+= 1
    if let entry = cache[request] {
      entry.lastUse = useCounter
      return entry
    }
    if let lines = brokenLines(for: request) {
      let entry = makeLayout(for: request, lines: lines)
      entry.lastUse = useCounter
      insert(entry, for: request)
      return entry
    }
    let (entry, sameLayoutRequest) = makeLayout(for: request)
    entry.lastUse = useCounter
    insert(entry, for: request)
    // Text is usually drawn at the width it measured; when that layout is identical, reuse it for the draw.
    if let sameLayoutRequest, cache[sameLayoutRequest] == nil { insert(entry, for: sameLayoutRequest) }
    return entry
  }

  private func insert(_ entry: CachedTextLayout, for request: TextLayoutRequest) {
    cache[request] = entry
    cachedTextBytes += request.textByteCount
    guard cache.count > cacheCapacity || cachedTextBytes > cacheTextBudget else { return }
    // Evicting down to three quarters of both bounds at once keeps the sort's cost amortized over many insertions.
    let keptCount = cacheCapacity - cacheCapacity / 4
    let keptBytes = cacheTextBudget - cacheTextBudget / 4
    for (key, oldest) in cache.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
      // The layout just made is kept: its caller draws or measures it now.
      guard cache.count > keptCount || cachedTextBytes > keptBytes, oldest.lastUse != useCounter else { break }
      cache[key] = nil
      cachedTextBytes -= key.textByteCount
    }
  }

  private static func makeContext(fontMap: GObjectReference) -> GObjectReference {
    let context = pango_font_map_create_context(fontMap.pointer.assumingMemoryBound(to: PangoFontMap.self))!
    // Unhinted metrics keep glyph advances independent of the device scale, so a layout measured once draws
    // identically at scale 1 and 2; slight hinting only sharpens outlines vertically.
    let options = cairo_font_options_create()
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    return GObjectReference(adopting: UnsafeMutableRawPointer(context))
  }

  // MARK: - Breaking lines from cached words

  /// The lines of `request` from its words' cached widths, or `nil` when Pango must lay it out: mixed fonts or
  /// letter spacing, text that cannot be cut into words (see ``ShapedWordCache``), a word that does not fit a line,
  /// more lines than the limit, which need truncation, or wrapped text longer than `breakAttributeLimit`.
  private func brokenLines(for request: TextLayoutRequest) -> [BrokenLine]? {
    guard breaksLinesFromWords, let font = request.runs.first?.font else { return nil }
    // A loop, not allSatisfy: a closure made on the main actor checks its executor on every call.
    for run in request.runs where run.font != font || run.changesShaping { return nil }
    let text = request.runs.count == 1 ? request.runs[0].string : request.string
    // Wrapped text beyond the limit is drawn without the attributes that hold its lines to these (see
    // `breakAttributeLimit`), so Pango measures it as it will draw it.
    if request.width != nil && text.utf8.count > Self.breakAttributeLimit { return nil }
    guard let paragraph = words.paragraph(text, font: font) else { return nil }
    let wrapWidth = request.width.map { Self.pangoWrapWidth($0) }
    let words = words
    // Pango breaks a word wider than the line between characters as LineBreaker does only in one-item text.
    var breakWord: ((Range<Int>) -> BrokenWord?)?
    if paragraph.isASCII, let wrapWidth {
      breakWord = { words.brokenWord(of: text, $0, font: font, wrapWidth: wrapWidth) }
    }
    guard let lines = LineBreaker.lines(of: paragraph, wrapWidth: wrapWidth, breakWord: breakWord) else { return nil }
    if let limit = request.lineLimit, lines.count > max(1, limit) { return nil }
    return lines
  }

  /// The layout to draw `request` with: Pango's, as for any text, but allowed to break only between `lines`, so
  /// it draws the lines that were measured.
  private func makeLayout(for request: TextLayoutRequest, lines: [BrokenLine]) -> CachedTextLayout {
    let gradient = Self.sharedGradient(of: request.runs)
    let layout = makePangoLayout(
      request.runs, request, gradient: gradient, wrapWidth: request.width.map { Self.pangoWrapWidth($0) },
      limit: request.lineLimit.map { max(1, $0) }, keepingTogether: lines.map(\.bytes))
    return CachedTextLayout(
      layout: layout,
      measurement: Self.measure(lines, lineSpacing: request.lineSpacing, capHeight: capHeight(of: request)),
      gradient: gradient)
  }

  /// The measurement of broken lines, as ``measure(_:isEmpty:capHeight:)`` measures a Pango layout with these
  /// lines.
  private static func measure(_ lines: [BrokenLine], lineSpacing: CGFloat, capHeight: CGFloat) -> TextMeasurement {
    let scale = CGFloat(PANGO_SCALE)
    let spacing = Int64((lineSpacing * scale).rounded())
    var top: Int64 = 0
    var width: Int32 = 0
    var lastBaseline: Int64 = 0
    for (index, line) in lines.enumerated() {
      if index > 0 { top += spacing }
      lastBaseline = top + Int64(line.ascent)
      top += Int64(line.ascent) + Int64(line.descent)
      width = max(width, line.width)
    }
    return TextMeasurement(
      size: CGSize(width: TextMeasurement.steppedWidth(CGFloat(width) / scale), height: CGFloat(top) / scale),
      firstBaseline: CGFloat(lines[0].ascent) / scale, lastBaseline: CGFloat(lastBaseline) / scale,
      lineHeight: CGFloat(lines[0].ascent + lines[0].descent) / scale, lineCount: lines.count, capHeight: capHeight)
  }

  /// How far the capitals of `request`'s first font rise above the baseline: the ink top of an "H" laid out in it.
  private func capHeight(of request: TextLayoutRequest) -> CGFloat {
    guard let font = request.runs.first?.font else { return 0 }
    if let known = capHeights[font] { return known }
    let layout = pango_layout_new(OpaquePointer(context.pointer))!
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    pango_layout_set_text(layout, "H", -1)
    let description = Self.fontDescription(font)
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    var ink = PangoRectangle()
    pango_layout_get_extents(layout, &ink, nil)
    let capHeight = CGFloat(pango_layout_get_baseline(layout) - ink.y) / CGFloat(PANGO_SCALE)
    capHeights[font] = capHeight
    return capHeight
  }

  // MARK: - Building layouts

  /// Lays `request` out, honouring its line limit across paragraphs; also returns the request with the
  /// measured width when that request would produce exactly this layout.
  private func makeLayout(for request: TextLayoutRequest) -> (CachedTextLayout, TextLayoutRequest?) {
    let gradient = Self.sharedGradient(of: request.runs)
    let limit = request.lineLimit.map { max(1, $0) }
    let wrapWidth = request.width.map { Self.pangoWrapWidth($0) }
    var layout = makePangoLayout(request.runs, request, gradient: gradient, wrapWidth: wrapWidth, limit: limit)
    var truncatedAcrossParagraphs = false
    if let limit, Int(pango_layout_get_line_count(layout)) > limit {
      // Pango limits lines per paragraph; several paragraphs together still exceed the limit.
      truncatedAcrossParagraphs = true
      let limited = truncate(request, gradient: gradient, wrapWidth: wrapWidth, limit: limit)
      g_object_unref(UnsafeMutableRawPointer(layout))
      layout = limited
    }
    let measurement = Self.measure(
      layout, isEmpty: request.runs.allSatisfy { $0.string.isEmpty }, capHeight: capHeight(of: request))
    let entry = CachedTextLayout(layout: layout, measurement: measurement, gradient: gradient)

    // Every line fits the measured width, so wrapping there breaks nowhere new; with leading alignment and
    // nothing ellipsized, the lines also sit where they are now.
    var sameLayoutRequest: TextLayoutRequest?
    let measuredWidth = measurement.size.width
    if measuredWidth > 0, measuredWidth < request.width ?? .infinity, request.alignment == .leading,
      !truncatedAcrossParagraphs, Self.pangoWrapWidth(measuredWidth) != wrapWidth,
      pango_layout_is_ellipsized(layout) == 0, Self.linesStartAtLeadingEdge(layout)
    {
      var drawRequest = request
      drawRequest.width = measuredWidth
      sameLayoutRequest = drawRequest
    }
    return (entry, sameLayoutRequest)
  }

  /// The wrap width in Pango units: rounded down to the width step, so that text measured at a width between
  /// steps and drawn at its measured (rounded up) width breaks its lines at the same places.
  private static func pangoWrapWidth(_ width: CGFloat) -> Int32 {
    let steps = floor(max(0, width) / TextMeasurement.widthStep + 0.001)
    return Int32(clamping: Int(min(steps, 2_000_000) * TextMeasurement.widthStep * CGFloat(PANGO_SCALE)))
  }

  /// The layout of `runs` with Pango's own line limit, which applies to each paragraph.
  private func makePangoLayout(
    _ runs: [TextRun], _ request: TextLayoutRequest, gradient: Paint?, wrapWidth: Int32?, limit: Int?,
    height: Int32? = nil, keepingTogether lines: [Range<Int>] = []
  ) -> OpaquePointer {
    let layout = pango_layout_new(OpaquePointer(context.pointer))!
    let text = runs.map(\.string).joined()
    text.withCString { pango_layout_set_text(layout, $0, Int32(text.utf8.count)) }

    let attributes = pango_attr_list_new()
    var start = 0
    for run in runs {
      let end = start + run.string.utf8.count
      defer { start = end }
      guard end > start else { continue }
      for attribute in Self.attributes(for: run, gradient: gradient) {
        attribute.pointee.start_index = UInt32(start)
        attribute.pointee.end_index = UInt32(end)
        pango_attr_list_insert(attributes, attribute)  // The list takes ownership.
      }
    }
    // SwiftUI neither hyphenates words it breaks nor breaks Korean inside words (UIKit's line-break strategy
    // includes Hangul word priority); Pango does both by default.
    let noHyphens = pango_attr_insert_hyphens_new(0)!
    noHyphens.pointee.start_index = 0
    noHyphens.pointee.end_index = UInt32(text.utf8.count)
    pango_attr_list_insert(attributes, noHyphens)
    // Pango finds each break attribute's place by counting characters from the text's start, so many of them in a
    // long text cost its length times their number: 100,000 pasted Korean characters in a single-line field took
    // 15 s (debug build). A single line breaks nowhere, so it needs none; a text longer than the limit breaks where
    // Pango's own rules say, and draws the lines it measured since LineBreaker follows those rules.
    let keepsWordsTogether = wrapWidth != nil && text.utf8.count <= Self.breakAttributeLimit
    for word in keepsWordsTogether ? Self.hangulWords(in: text) : [] {
      let keepTogether = pango_attr_allow_breaks_new(0)!
      keepTogether.pointee.start_index = UInt32(word.lowerBound)
      keepTogether.pointee.end_index = UInt32(word.upperBound)
      pango_attr_list_insert(attributes, keepTogether)
    }
    // Break attributes change no shaping, and line ends already end Pango's items.
    for line in lines where keepsWordsTogether {
      let together = pango_attr_allow_breaks_new(0)!
      together.pointee.start_index = UInt32(line.lowerBound)
      together.pointee.end_index = UInt32(line.upperBound)
      pango_attr_list_insert(attributes, together)
    }
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)

    // The layout's own font sizes empty text and lines that hold no run.
    if let font = runs.first?.font {
      let description = Self.fontDescription(font)
      pango_layout_set_font_description(layout, description)
      pango_font_description_free(description)
    }

    pango_layout_set_alignment(layout, Self.pangoAlignment(request.alignment))
    pango_layout_set_spacing(layout, Int32((request.lineSpacing * CGFloat(PANGO_SCALE)).rounded()))
    if let wrapWidth {
      pango_layout_set_width(layout, wrapWidth)
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
      if let limit {
        pango_layout_set_ellipsize(layout, Self.pangoEllipsizeMode(request.truncationMode))
        pango_layout_set_height(layout, height ?? -Int32(clamping: limit))
      }
    }
    return layout
  }

  /// The longest text, in UTF-8 bytes, whose layout gets attributes keeping Korean words and measured lines
  /// together: about 2,000 words, whose attributes cost Pango about 10 ms.
  static let breakAttributeLimit = 16_384

  /// The UTF-8 byte ranges of the words that contain Hangul, words being separated by whitespace and by dashes.
  ///
  /// A dash ends a word because lines may break after it, and because Pango 1.50 aborts (`process_line: assertion
  /// failed`) laying out a narrow line whose unbreakable run holds a dash's break opportunity.
  static func hangulWords(in text: String) -> [Range<Int>] {
    // Most text is ASCII, and checking that is much quicker than the scalars' Unicode properties.
    guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return [] }
    var words: [Range<Int>] = []
    var wordStart: Int?
    var hasHangul = false
    var offset = 0
    for scalar in text.unicodeScalars {
      let length = UTF8.width(scalar)
      if scalar.properties.isWhitespace || scalar.properties.generalCategory == .dashPunctuation {
        if let start = wordStart, hasHangul { words.append(start..<offset) }
        (wordStart, hasHangul) = (nil, false)
      } else {
        if wordStart == nil { wordStart = offset }
        if (0xAC00...0xD7A3).contains(scalar.value) || (0x1100...0x11FF).contains(scalar.value)
          || (0x3130...0x318F).contains(scalar.value)
        {
          hasHangul = true
        }
      }
      offset += length
    }
    if let start = wordStart, hasHangul { words.append(start..<offset) }
    return words
  }

  /// Lays out only the first `limit` lines of a multi-paragraph text, marking the cut with an ellipsis.
  private func truncate(_ request: TextLayoutRequest, gradient: Paint?, wrapWidth: Int32?, limit: Int)
    -> OpaquePointer
  {
    let full = makePangoLayout(request.runs, request, gradient: gradient, wrapWidth: wrapWidth, limit: nil)
    defer { g_object_unref(UnsafeMutableRawPointer(full)) }
    let lines = Self.lines(of: full)
    let text = Array(request.string.utf8)
    let last = lines[limit - 1]
    let lastEnd = last.startIndex + last.length
    // Keep the paragraph of the last visible line whole, so Pango ellipsizes it where it overflows. A line holds
    // no hard break except at its end, so the first one from the line's start ends its paragraph.
    var cut = last.startIndex
    while cut < text.count, !Self.isHardBreak(text, at: cut) { cut += 1 }
    let continuesInParagraph = cut > lastEnd
    var runs = Self.runs(request.runs, truncatedTo: cut)
    if !continuesInParagraph || wrapWidth == nil { Self.appendEllipsis(to: &runs) }

    guard wrapWidth != nil else {
      return makePangoLayout(runs, request, gradient: gradient, wrapWidth: nil, limit: nil)
    }
    // A positive height makes Pango stop, and ellipsize, at the last line that fits: the bottom of line `limit`.
    let height = last.top + last.height
    return makePangoLayout(runs, request, gradient: gradient, wrapWidth: wrapWidth, limit: limit, height: height)
  }

  private static func isHardBreak(_ text: [UInt8], at index: Int) -> Bool {
    switch text[index] {
    case 0x0A, 0x0D: return true
    // U+2028 and U+2029 (line and paragraph separators) are E2 80 A8/A9 in UTF-8.
    case 0xE2: return index + 2 < text.count && text[index + 1] == 0x80 && (text[index + 2] & 0xFE) == 0xA8
    default: return false
    }
  }

  /// `runs` cut after `byteCount` bytes of their joined text, without trailing line breaks.
  private static func runs(_ runs: [TextRun], truncatedTo byteCount: Int) -> [TextRun] {
    var result: [TextRun] = []
    var remaining = byteCount
    for var run in runs where remaining > 0 {
      let bytes = run.string.utf8
      if bytes.count > remaining { run.string = String(decoding: bytes.prefix(remaining), as: UTF8.self) }
      remaining -= bytes.count
      result.append(run)
    }
    while let run = result.last {
      if run.string.isEmpty {
        result.removeLast()
      } else if run.string.last!.isNewline {
        result[result.count - 1].string.removeLast()
      } else {
        break
      }
    }
    return result
  }

  private static func appendEllipsis(to runs: inout [TextRun]) {
    guard !runs.isEmpty else { return }
    runs[runs.count - 1].string += "…"
  }

  // MARK: - Attributes

  private static func attributes(for run: TextRun, gradient: Paint?) -> [UnsafeMutablePointer<PangoAttribute>] {
    var result: [UnsafeMutablePointer<PangoAttribute>] = []
    let description = fontDescription(run.font)
    result.append(pango_attr_font_desc_new(description))
    pango_font_description_free(description)

    // Gradient text is drawn opaque and used as a mask, so its own color must not fade the gradient.
    // Gradients that differ between runs fall back to their first stop.
    let color = gradient == nil ? run.color.representativeColor : Color.Resolved(red: 0, green: 0, blue: 0)
    func channel(_ value: Float) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
    result.append(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
    if color.opacity < 1 {
      // Pango reads alpha 0 as "unset" (opaque), so fully transparent text uses the smallest alpha.
      result.append(pango_attr_foreground_alpha_new(max(1, channel(color.opacity))))
    }
    if run.underline {
      result.append(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
      if let line = run.underlineColor {
        result.append(pango_attr_underline_color_new(channel(line.red), channel(line.green), channel(line.blue)))
      }
    }
    if run.strikethrough {
      result.append(pango_attr_strikethrough_new(1))
      if let line = run.strikethroughColor {
        result.append(
          pango_attr_strikethrough_color_new(channel(line.red), channel(line.green), channel(line.blue)))
      }
    }
    if let background = run.backgroundColor, background.opacity > 0 {
      result.append(
        pango_attr_background_new(channel(background.red), channel(background.green), channel(background.blue)))
      if background.opacity < 1 { result.append(pango_attr_background_alpha_new(max(1, channel(background.opacity)))) }
    }
    if run.kerning != 0 {
      result.append(pango_attr_letter_spacing_new(Int32((run.kerning * CGFloat(PANGO_SCALE)).rounded())))
    }
    if run.baselineOffset != 0 {
      result.append(pango_attr_rise_new(Int32((run.baselineOffset * CGFloat(PANGO_SCALE)).rounded())))
    }
    if run.monospacedDigits { result.append(pango_attr_font_features_new("tnum 1")) }
    return result
  }

  /// A Pango font description for `font`; the caller frees it.
  static func fontDescription(_ font: ResolvedFont) -> OpaquePointer {
    let description = pango_font_description_new()!
    pango_font_description_set_family(description, font.familyList)
    // Absolute size: N points are N device units, independent of the screen resolution Pango assumes.
    pango_font_description_set_absolute_size(description, Double(max(0, font.size)) * Double(PANGO_SCALE))
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(clamping: font.weight.value)))
    pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    return description
  }

  /// The one gradient every run is painted with, if there is one.
  private static func sharedGradient(of runs: [TextRun]) -> Paint? {
    let paints = Set(runs.filter { !$0.string.isEmpty }.map(\.color))
    guard paints.count == 1, let paint = paints.first else { return nil }
    if case .color = paint { return nil }
    return paint
  }

  private static func pangoAlignment(_ alignment: TextAlignment) -> PangoAlignment {
    // Pango flips left and right for right-to-left paragraphs (auto-dir), which is what leading/trailing mean.
    switch alignment {
    case .leading: PANGO_ALIGN_LEFT
    case .center: PANGO_ALIGN_CENTER
    case .trailing: PANGO_ALIGN_RIGHT
    }
  }

  private static func pangoEllipsizeMode(_ mode: Text.TruncationMode) -> PangoEllipsizeMode {
    switch mode {
    case .head: PANGO_ELLIPSIZE_START
    case .middle: PANGO_ELLIPSIZE_MIDDLE
    case .tail: PANGO_ELLIPSIZE_END
    }
  }

  // MARK: - Measuring

  /// One line of a layout, in Pango units from the layout's top-left corner.
  private struct Line {
    var startIndex: Int
    var length: Int
    var isParagraphStart: Bool
    var isRightToLeft: Bool
    var x: Int32
    var top: Int32
    var height: Int32
    var baseline: Int32
  }

  private static func lines(of layout: OpaquePointer) -> [Line] {
    var lines: [Line] = []
    let iterator = pango_layout_get_iter(layout)
    defer { pango_layout_iter_free(iterator) }
    repeat {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      let line = pango_layout_iter_get_line_readonly(iterator)!.pointee
      lines.append(
        Line(
          startIndex: Int(line.start_index), length: Int(line.length), isParagraphStart: line.is_paragraph_start != 0,
          isRightToLeft: line.resolved_dir == PANGO_DIRECTION_RTL.rawValue,
          x: logical.x, top: logical.y, height: logical.height, baseline: pango_layout_iter_get_baseline(iterator)))
    } while pango_layout_iter_next_line(iterator) != 0
    return lines
  }

  /// Whether every line is left-to-right and starts at the left edge, where a different width leaves it.
  private static func linesStartAtLeadingEdge(_ layout: OpaquePointer) -> Bool {
    lines(of: layout).allSatisfy { $0.x == 0 && !$0.isRightToLeft }
  }

  private static func measure(_ layout: OpaquePointer, isEmpty: Bool, capHeight: CGFloat) -> TextMeasurement {
    let scale = CGFloat(PANGO_SCALE)
    let lines = lines(of: layout)
    let first = lines[0]
    let lineHeight = CGFloat(first.height) / scale
    // Empty text takes no space, as in SwiftUI; its line height still tells how tall a line would be.
    guard !isEmpty else {
      return TextMeasurement(
        size: .zero, firstBaseline: 0, lastBaseline: 0, lineHeight: lineHeight, lineCount: 0, capHeight: capHeight)
    }
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    // Rounded up to the width step so that laying the text out again at this width gives the same lines.
    let width = TextMeasurement.steppedWidth(CGFloat(logical.width) / scale)
    return TextMeasurement(
      size: CGSize(width: width, height: CGFloat(logical.height) / scale),
      firstBaseline: CGFloat(first.baseline) / scale, lastBaseline: CGFloat(lines[lines.count - 1].baseline) / scale,
      lineHeight: lineHeight, lineCount: lines.count, capHeight: capHeight)
  }
}

// MARK: - Caret geometry

extension PangoTextEngine {
  /// Pango speaks UTF-8 byte indexes; Easel's callers speak grapheme offsets, converted here.
  public func caretOffset(atCharacter characterOffset: Int, in request: TextLayoutRequest) -> CGFloat {
    let text = request.string
    let offset = min(max(0, characterOffset), text.count)
    let byteIndex = text.utf8.distance(from: text.startIndex, to: text.index(text.startIndex, offsetBy: offset))
    return withSingleLineLayout(for: request) { layout, scale in
      // At the end of the text Pango reports the position after the last glyph, which is the caret's place.
      CGFloat(Self.pangoX(ofByte: Int32(byteIndex), in: layout)) / CGFloat(PANGO_SCALE) * scale
    }
  }

  /// Every caret position of `request` on one line, from one layout: asking for each would hash the whole request
  /// once per character (clicking in a `TextEditor` paragraph of 30,000 characters took minutes).
  public func caretOffsets(in request: TextLayoutRequest) -> [CGFloat] {
    let text = request.string
    return withSingleLineLayout(for: request) { layout, scale in
      let clusterStarts = Self.clusterStarts(of: layout)
      var offsets: [CGFloat] = []
      offsets.reserveCapacity(text.count + 1)
      var byteIndex: Int32 = 0
      for character in text {
        // Inside a cluster (a ligature) Pango places the caret itself.
        let x = clusterStarts[byteIndex] ?? Self.pangoX(ofByte: byteIndex, in: layout)
        offsets.append(CGFloat(x) / CGFloat(PANGO_SCALE) * scale)
        byteIndex += Int32(character.utf8.count)
      }
      // At the end Pango reports the position after the last glyph, which is the caret's place.
      offsets.append(CGFloat(Self.pangoX(ofByte: byteIndex, in: layout)) / CGFloat(PANGO_SCALE) * scale)
      return offsets
    }
  }

  public func characterOffset(atX x: CGFloat, in request: TextLayoutRequest) -> Int {
    let text = request.string
    guard !text.isEmpty else { return 0 }
    return withSingleLineLayout(for: request) { layout, scale in
      var byteIndex: Int32 = 0
      var trailing: Int32 = 0
      // Every x has a nearest caret: past the line's ends Pango answers with its ends.
      pango_layout_xy_to_index(layout, Self.pangoUnits(x, scale: scale), 0, &byteIndex, &trailing)
      return Self.caretOffset(ofByte: byteIndex, trailing: trailing, in: text)
    }
  }

  public func characterOffset(nearest point: CGPoint, in request: TextLayoutRequest) -> Int {
    let text = request.string
    guard !text.isEmpty else { return 0 }
    let (entry, scale) = layout(for: request)
    return withExtendedLifetime(entry) {
      var byteIndex: Int32 = 0
      var trailing: Int32 = 0
      // Pango answers for points outside the text too: the nearest line, and its start or end.
      pango_layout_xy_to_index(
        entry.layout, Self.pangoUnits(point.x, scale: scale), Self.pangoUnits(point.y, scale: scale), &byteIndex,
        &trailing)
      return Self.caretOffset(ofByte: byteIndex, trailing: trailing, in: text)
    }
  }

  public func characterIndex(at point: CGPoint, in request: TextLayoutRequest) -> Int? {
    guard point.x.isFinite, point.y.isFinite else { return nil }
    let (entry, scale) = layout(for: request)
    return withExtendedLifetime(entry) {
      var byteIndex: Int32 = 0
      var trailing: Int32 = 0
      guard
        pango_layout_xy_to_index(
          entry.layout, Self.pangoUnits(point.x, scale: scale), Self.pangoUnits(point.y, scale: scale), &byteIndex,
          &trailing) != 0
      else { return nil }
      // The grapheme holding the byte.
      let text = request.string
      var offset = 0
      var start = 0
      for character in text {
        start += character.utf8.count
        if Int(byteIndex) < start { return offset }
        offset += 1
      }
      return nil
    }
  }

  /// Each line's part of the selection, from Pango's ranges of the selected bytes on the line: a selection that
  /// goes on past a line's end reaches the layout's edge there, as text views show the line's break selected.
  public func selectionRects(for range: Range<Int>, in request: TextLayoutRequest) -> [CGRect] {
    let text = request.string
    guard !range.isEmpty, !text.isEmpty else { return [] }
    func byteIndex(_ offset: Int) -> Int32 {
      let index = text.index(text.startIndex, offsetBy: min(max(0, offset), text.count))
      return Int32(text.utf8.distance(from: text.startIndex, to: index))
    }
    let (start, end) = (byteIndex(range.lowerBound), byteIndex(range.upperBound))
    let (entry, scale) = layout(for: request)
    return withExtendedLifetime(entry) {
      let units = CGFloat(PANGO_SCALE)
      var rects: [CGRect] = []
      let iterator = pango_layout_get_iter(entry.layout)
      defer { pango_layout_iter_free(iterator) }
      var more = true
      while more {
        let line = pango_layout_iter_get_line_readonly(iterator)!
        var top: Int32 = 0
        var bottom: Int32 = 0
        pango_layout_iter_get_line_yrange(iterator, &top, &bottom)
        let lineStart = line.pointee.start_index
        more = pango_layout_iter_next_line(iterator) != 0
        // The line holds the bytes up to the next line's start: its own and the break after it.
        let lineEnd =
          more ? pango_layout_iter_get_line_readonly(iterator)!.pointee.start_index : Int32(text.utf8.count) + 1
        guard start < lineEnd, end > lineStart else { continue }
        var ranges: UnsafeMutablePointer<Int32>?
        var count: Int32 = 0
        pango_layout_line_get_x_ranges(line, start, end, &ranges, &count)
        defer { g_free(ranges) }
        // Pango gives the line's own text and the stretch past its end as two ranges that touch: one rectangle.
        var spans: [(left: Int32, right: Int32)] = []
        for index in 0..<Int(count) {
          let (left, right) = (ranges![2 * index], ranges![2 * index + 1])
          if let last = spans.last, last.right == left {
            spans[spans.count - 1].right = right
          } else {
            spans.append((left, right))
          }
        }
        for span in spans {
          rects.append(
            CGRect(
              x: CGFloat(span.left) / units * scale, y: CGFloat(top) / units * scale,
              width: CGFloat(span.right - span.left) / units * scale, height: CGFloat(bottom - top) / units * scale))
        }
      }
      return rects
    }
  }

  /// `value` points of a layout drawn at `scale`, in Pango units: clamped in floating point, as converting an
  /// infinity to an integer traps, and no place at all (NaN) counts as the origin.
  private static func pangoUnits(_ value: CGFloat, scale: CGFloat) -> Int32 {
    guard !value.isNaN else { return 0 }
    return Int32(min(max((value / scale * CGFloat(PANGO_SCALE)).rounded(), CGFloat(Int32.min)), CGFloat(Int32.max)))
  }

  /// The caret position, in characters of `text`, that Pango's hit `byteIndex` names: before the grapheme holding
  /// the byte, or after it when `trailing` says the point is in its trailing half.
  private static func caretOffset(ofByte byteIndex: Int32, trailing: Int32, in text: String) -> Int {
    var offset = 0
    var start = 0
    for character in text {
      let length = character.utf8.count
      if Int(byteIndex) < start + length { break }
      start += length
      offset += 1
    }
    if offset < text.count && trailing > 0 { offset += 1 }
    return offset
  }

  /// Where each cluster of `layout` starts, in Pango units, by its first byte, found in one walk: Pango's
  /// `index_to_pos` walks the line's runs for every index.
  private static func clusterStarts(of layout: OpaquePointer) -> [Int32: Int32] {
    var starts: [Int32: Int32] = [:]
    let iterator = pango_layout_get_iter(layout)
    defer { pango_layout_iter_free(iterator) }
    repeat {
      var logical = PangoRectangle()
      pango_layout_iter_get_cluster_extents(iterator, nil, &logical)
      let run = pango_layout_iter_get_run_readonly(iterator)
      // A right-to-left cluster starts at its right edge.
      let isRightToLeft = run.map { $0.pointee.item.pointee.analysis.level % 2 == 1 } ?? false
      starts[pango_layout_iter_get_index(iterator)] = isRightToLeft ? logical.x + logical.width : logical.x
    } while pango_layout_iter_next_cluster(iterator) != 0
    return starts
  }

  /// The caret's x, in Pango units, before the byte at `byteIndex` of `layout`.
  private static func pangoX(ofByte byteIndex: Int32, in layout: OpaquePointer) -> Int32 {
    var position = PangoRectangle()
    pango_layout_index_to_pos(layout, byteIndex, &position)
    return position.x
  }

  /// Runs `body` with the layout of `request` on one unbounded line, where carets and clicks are measured.
  private func withSingleLineLayout<Result>(
    for request: TextLayoutRequest, _ body: (_ layout: OpaquePointer, _ scale: CGFloat) -> Result
  ) -> Result {
    var single = request
    single.width = nil
    return withLayout(for: single, body)
  }

}

extension TextLayoutRequest {
  /// The length of the request's text in UTF-8, what its cached layout is charged for.
  fileprivate var textByteCount: Int { runs.reduce(0) { $0 + $1.string.utf8.count } }
}
