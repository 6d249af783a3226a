import CGtk
import Easel

/// Shapes text once per font and string, as browsers cache word widths: a paragraph is cut at its line-break
/// opportunities and each piece is shaped by Pango on its own, once, so that breaking the paragraph into lines at a
/// new width (``LineBreaker``) only adds cached widths.
///
/// A piece shaped alone must measure what it measures inside its paragraph, so only paragraphs where that holds
/// are cut: printable ASCII and Hangul syllables on one line. Other text (other scripts, emoji, bidi, combining
/// marks, control characters, hard line breaks) and Hangul paragraphs whose pieces could take their script, and
/// with it their font, from a neighbouring piece are left to Pango (``paragraph(_:font:)`` returns `nil`).
@MainActor
final class ShapedWordCache {
  private struct Key: Hashable {
    var text: String
    var font: ResolvedFont
  }

  /// How many segments, and how many paragraphs, the caches keep before starting again.
  private static let capacity = 32_768
  /// How many bytes of text each cache keeps before starting again: many screens of distinct text.
  private static let textBudget = 1 << 20

  private let context: GObjectReference
  private var segments = ResettingCache<Key, ShapedSegment>(capacity: capacity, byteBudget: textBudget)
  private var paragraphs = ResettingCache<Key, ShapedParagraph?>(capacity: capacity, byteBudget: textBudget)
  private var lastParagraph: (key: Key, paragraph: ShapedParagraph?)?
  private var pieces = ResettingCache<Key, ShapedPiece>(capacity: capacity, byteBudget: textBudget)
  private var brokenWords = ResettingCache<BrokenWordKey, BrokenWord?>(capacity: capacity, byteBudget: textBudget)

  private struct BrokenWordKey: Hashable {
    var word: Key
    var wrapWidth: Int32
  }

  /// How many times a segment was shaped: each text once per font, however many widths it is broken at.
  private(set) var shapeCount = 0

  /// A cache that shapes with `context`'s fonts and options.
  init(context: GObjectReference) { self.context = context }

  /// `text` in `font` cut into shaped segments, or `nil` when its segments cannot be measured apart.
  func paragraph(_ text: String, font: ResolvedFont) -> ShapedParagraph? {
    let key = Key(text: text, font: font)
    // Layout asks for one text at several widths in a row; comparing with the last one is cheaper than hashing it
    // (the same string buffer compares equal at once).
    if let last = lastParagraph, last.key == key { return last.paragraph }
    if let cached = paragraphs[key] {
      lastParagraph = (key, cached)
      return cached
    }
    let paragraph = Self.segmentEnds(of: text).map { ends in
      var start = 0
      let shaped = ends.map { end in
        defer { start = end }
        return segment(Self.slice(text, start..<end), font: font)
      }
      return ShapedParagraph(segments: shaped, segmentEnds: ends, isASCII: text.utf8.allSatisfy { $0 < 0x80 })
    }
    paragraphs.insert(paragraph, for: key, bytes: text.utf8.count)
    lastParagraph = (key, paragraph)
    return paragraph
  }

  /// The word at `bytes` of the ASCII paragraph `text` broken between characters at `wrapWidth`, or `nil` when
  /// Pango must break it: once per word, font and width, as stacks measure every text at the same narrow widths.
  func brokenWord(of text: String, _ bytes: Range<Int>, font: ResolvedFont, wrapWidth: Int32) -> BrokenWord? {
    let word = Self.slice(text, bytes)
    let key = BrokenWordKey(word: Key(text: word, font: font), wrapWidth: wrapWidth)
    if let cached = brokenWords[key] { return cached }
    let broken = LineBreaker.breakWord(piece(word, 0..<bytes.count, font: font), wrapWidth: wrapWidth) {
      piece(word, $0, font: font)
    }
    brokenWords.insert(broken, for: key, bytes: word.utf8.count)
    return broken
  }

  /// The bytes `bytes` of the ASCII word `word` shaped alone, with each character's advance.
  private func piece(_ word: String, _ bytes: Range<Int>, font: ResolvedFont) -> ShapedPiece {
    let key = Key(text: Self.slice(word, bytes), font: font)
    if let cached = pieces[key] { return cached }
    var widths: [Int32]? = []
    let segment = shape(key.text, font: font, characterWidths: &widths)
    let contentLength = key.text.utf8.count - key.text.utf8.reversed().prefix { $0 == UInt8(ascii: " ") }.count
    let piece = ShapedPiece(segment: segment, characterWidths: widths ?? [], contentLength: contentLength)
    pieces.insert(piece, for: key, bytes: key.text.utf8.count)
    return piece
  }

  /// The bytes `bytes` of `text`, which start and end at character boundaries.
  private static func slice(_ text: String, _ bytes: Range<Int>) -> String {
    let utf8 = text.utf8
    if bytes == 0..<utf8.count { return text }
    return utf8.withContiguousStorageIfAvailable { String(decoding: $0[bytes], as: UTF8.self) }
      ?? String(decoding: Array(utf8)[bytes], as: UTF8.self)
  }

  private func segment(_ text: String, font: ResolvedFont) -> ShapedSegment {
    let key = Key(text: text, font: font)
    if let cached = segments[key] { return cached }
    var noWidths: [Int32]?
    let shaped = shape(text, font: font, characterWidths: &noWidths)
    segments.insert(shaped, for: key, bytes: text.utf8.count)
    return shaped
  }

  /// Lays `text` out on one line, as the paragraph's layout sets its font; fills `characterWidths` (one per byte,
  /// for ASCII) when asked for.
  private func shape(_ text: String, font: ResolvedFont, characterWidths: inout [Int32]?) -> ShapedSegment {
    shapeCount += 1
    let layout = pango_layout_new(OpaquePointer(context.pointer))!
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let bytes = Array(text.utf8)
    text.withCString { pango_layout_set_text(layout, $0, Int32(bytes.count)) }
    let description = PangoTextEngine.fontDescription(font)
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)

    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let baseline = pango_layout_get_baseline(layout)
    var contentEnd = bytes.count
    while contentEnd > 0, bytes[contentEnd - 1] == UInt8(ascii: " ") { contentEnd -= 1 }
    var position = PangoRectangle()
    if characterWidths != nil {
      characterWidths = bytes.indices.map { index in
        pango_layout_index_to_pos(layout, Int32(index), &position)
        return position.width
      }
    }
    var contentWidth = logical.width
    var hangingWidth: Int32 = 0
    if contentEnd < bytes.count {
      pango_layout_index_to_pos(layout, Int32(contentEnd), &position)
      contentWidth = position.x
      pango_layout_index_to_pos(layout, Int32(bytes.count - 1), &position)
      hangingWidth = position.width
    }
    return ShapedSegment(
      width: logical.width, contentWidth: contentWidth, hangingWidth: hangingWidth, ascent: baseline,
      descent: logical.height - baseline)
  }

  // MARK: - Cutting paragraphs

  /// The byte offsets where `text`'s segments end: after each line-break opportunity Pango finds, except inside
  /// words holding Hangul, which the engine keeps together; `nil` when the text is not one that can be cut.
  private static func segmentEnds(of text: String) -> [Int]? {
    var offsets: [Int] = []  // The byte offset of each scalar.
    var isLetter: [Bool] = []
    var hasHangul = false
    var hasPairedPunctuation = false
    var offset = 0
    for scalar in text.unicodeScalars {
      let value = scalar.value
      let hangul = (0xAC00...0xD7A3).contains(value)
      guard (0x20...0x7E).contains(value) || hangul else { return nil }
      hasHangul = hasHangul || hangul
      switch value {
      case 0x28, 0x29, 0x3C, 0x3E, 0x5B, 0x5D, 0x7B, 0x7D: hasPairedPunctuation = true
      default: break
      }
      offsets.append(offset)
      isLetter.append(hangul || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value))
      offset += hangul ? 3 : 1
    }
    // A paragraph's trailing whitespace is never zeroed, nor wrapped like a word's; Pango alone handles it.
    guard !offsets.isEmpty, text.utf8.last != UInt8(ascii: " ") else { return nil }
    // Pango gives punctuation, digits and spaces the script of the text around them, which picks Hangul fonts for
    // them next to Hangul: a Hangul paragraph is cut only where each piece starts with a letter and no bracket
    // pairs with one in another piece.
    if hasHangul && (hasPairedPunctuation || !isLetter[0]) { return nil }

    var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: offsets.count + 1)
    text.withCString { pointer in
      pango_get_log_attrs(
        pointer, Int32(offset), -1, pango_language_get_default(), &attributes, Int32(attributes.count))
    }
    let inHangulWord = hasHangul ? hangulWordMembership(text, offsets: offsets) : []
    var ends: [Int] = []
    for index in offsets.indices.dropFirst() where attributes[index].is_line_break != 0 {
      // The engine disables breaks inside words holding Hangul (PangoTextEngine.hangulWords).
      if hasHangul {
        if inHangulWord[index - 1] && inHangulWord[index] { continue }
        guard isLetter[index] else { return nil }
      }
      ends.append(offsets[index])
    }
    ends.append(offset)
    return ends
  }

  /// Whether each scalar belongs to a word holding Hangul, words being separated by spaces and dashes as in
  /// ``PangoTextEngine/hangulWords(in:)``; `text` holds only printable ASCII and Hangul syllables.
  private static func hangulWordMembership(_ text: String, offsets: [Int]) -> [Bool] {
    let bytes = Array(text.utf8)
    var membership = [Bool](repeating: false, count: offsets.count)
    var index = 0
    while index < offsets.count {
      let isSeparator = { (i: Int) in bytes[offsets[i]] == UInt8(ascii: " ") || bytes[offsets[i]] == UInt8(ascii: "-") }
      guard !isSeparator(index) else {
        index += 1
        continue
      }
      var end = index
      var hasHangul = false
      while end < offsets.count, !isSeparator(end) {
        hasHangul = hasHangul || bytes[offsets[end]] >= 0x80
        end += 1
      }
      if hasHangul { membership.replaceSubrange(index..<end, with: repeatElement(true, count: end - index)) }
      index = end
    }
    return membership
  }
}
