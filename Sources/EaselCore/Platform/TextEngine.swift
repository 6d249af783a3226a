import Foundation

/// Measures text for layout. Hosts provide one (Pango in `EaselCairo`; fixed metrics in tests).
@MainActor
public protocol TextEngine: AnyObject {
  /// The size and baselines of `request` laid out in its width (or on one line per paragraph when it has none).
  func measure(_ request: TextLayoutRequest) -> TextMeasurement

  /// The x position, from the text's leading edge, of a caret before the character (grapheme cluster) at
  /// `characterOffset` of `request` laid out on one line; `request.string.count` gives the end of the line.
  func caretOffset(atCharacter characterOffset: Int, in request: TextLayoutRequest) -> CGFloat

  /// The caret position (a character offset) nearest to `x` in `request` laid out on one line.
  func characterOffset(atX x: CGFloat, in request: TextLayoutRequest) -> Int

  /// ``caretOffset(atCharacter:in:)`` for every character offset of `request`, from 0 to `request.string.count`:
  /// an engine finds them in one pass, where asking for each would lay out or look up the whole text again.
  func caretOffsets(in request: TextLayoutRequest) -> [CGFloat]

  /// The character (grapheme offset) of `request`, laid out in its width, whose glyph is under `point` (from the
  /// text's top-left corner), or `nil` when no glyph is there: what a click on a link in the text hits.
  func characterIndex(at point: CGPoint, in request: TextLayoutRequest) -> Int?

  /// The caret position (a character offset) of `request`, laid out in its width, nearest to `point` (from the
  /// text's top-left corner): on the line at the point's height, or the first or last line above or below the
  /// text. What a press or drag that selects text hits.
  func characterOffset(nearest point: CGPoint, in request: TextLayoutRequest) -> Int

  /// The rectangles, from the text's top-left corner, that a selection of the characters in `range` of `request`,
  /// laid out in its width, covers: one for each stretch of a line it selects, each as tall as its line.
  func selectionRects(for range: Range<Int>, in request: TextLayoutRequest) -> [CGRect]
}

extension TextEngine {
  public func caretOffsets(in request: TextLayoutRequest) -> [CGFloat] {
    (0...request.string.count).map { caretOffset(atCharacter: $0, in: request) }
  }

  /// Finds the character from the caret offsets of the first line: engines that wrap text lay out other lines
  /// themselves and answer for them.
  public func characterIndex(at point: CGPoint, in request: TextLayoutRequest) -> Int? {
    guard point.y >= 0, point.y < measure(request).lineHeight else { return nil }
    let carets = caretOffsets(in: request)
    return carets.indices.dropLast().first { carets[$0] <= point.x && point.x < carets[$0 + 1] }
  }

  /// The nearest caret on the first line, as ``characterIndex(at:in:)`` finds glyphs.
  public func characterOffset(nearest point: CGPoint, in request: TextLayoutRequest) -> Int {
    characterOffset(atX: point.x, in: request)
  }

  /// The stretch of the first line between the range's carets, as ``characterIndex(at:in:)`` finds glyphs.
  public func selectionRects(for range: Range<Int>, in request: TextLayoutRequest) -> [CGRect] {
    guard !range.isEmpty else { return [] }
    let start = caretOffset(atCharacter: range.lowerBound, in: request)
    let end = caretOffset(atCharacter: range.upperBound, in: request)
    return [CGRect(x: min(start, end), y: 0, width: abs(end - start), height: measure(request).lineHeight)]
  }
}

/// Everything that determines how a piece of text is laid out and drawn.
public struct TextLayoutRequest: Hashable, Sendable {
  /// Styled runs, concatenated.
  public var runs: [TextRun]
  /// The wrapping width; `nil` lays each paragraph out on one line.
  public var width: CGFloat?
  /// The maximum number of lines; `nil` for no limit.
  public var lineLimit: Int?
  public var alignment: TextAlignment
  public var truncationMode: Text.TruncationMode
  /// Extra space between lines, in points.
  public var lineSpacing: CGFloat

  public init(
    runs: [TextRun], width: CGFloat? = nil, lineLimit: Int? = nil, alignment: TextAlignment = .leading,
    truncationMode: Text.TruncationMode = .tail, lineSpacing: CGFloat = 0
  ) {
    (self.runs, self.width, self.lineLimit, self.alignment) = (runs, width, lineLimit, alignment)
    (self.truncationMode, self.lineSpacing) = (truncationMode, lineSpacing)
  }

  /// The plain text of all runs.
  public var string: String { runs.map(\.string).joined() }

  /// Whether a run is painted with a gradient rather than a color.
  var hasGradientRun: Bool {
    runs.contains { run in
      if case .color = run.color { return false }
      return true
    }
  }
}

/// A run of text with one style.
public struct TextRun: Hashable, Sendable {
  public var string: String
  public var font: ResolvedFont
  public var color: Paint
  public var underline: Bool
  public var strikethrough: Bool
  /// Extra space between characters, in points.
  public var kerning: CGFloat
  /// The colour of the underline; `nil` draws it in the text's colour.
  public var underlineColor: Color.Resolved?
  /// The colour of the line through the text; `nil` draws it in the text's colour.
  public var strikethroughColor: Color.Resolved?
  /// The colour behind the run's glyphs, or `nil` for none.
  public var backgroundColor: Color.Resolved?
  /// How far the run's glyphs are raised above the baseline, in points (negative lowers them).
  public var baselineOffset: CGFloat
  /// Whether digits take one width each (tabular figures), so numbers that change keep their width.
  public var monospacedDigits: Bool
  /// The address the run links to; clicking it opens the address.
  public var link: URL?

  public init(
    string: String, font: ResolvedFont, color: Paint, underline: Bool = false, strikethrough: Bool = false,
    kerning: CGFloat = 0, underlineColor: Color.Resolved? = nil, strikethroughColor: Color.Resolved? = nil,
    backgroundColor: Color.Resolved? = nil, baselineOffset: CGFloat = 0, monospacedDigits: Bool = false,
    link: URL? = nil
  ) {
    (self.string, self.font, self.color) = (string, font, color)
    (self.underline, self.strikethrough, self.kerning) = (underline, strikethrough, kerning)
    (self.underlineColor, self.strikethroughColor) = (underlineColor, strikethroughColor)
    (self.backgroundColor, self.baselineOffset) = (backgroundColor, baselineOffset)
    (self.monospacedDigits, self.link) = (monospacedDigits, link)
  }

  /// Whether the run's glyphs are shaped or placed differently from its font's plain words: letter spacing,
  /// tabular figures or a raised baseline.
  public var changesShaping: Bool { kerning != 0 || monospacedDigits || baselineOffset != 0 }
}

/// The measured extent of laid-out text.
public struct TextMeasurement: Hashable, Sendable {
  /// The size of the text's lines, the widest line's width by the lines' total height.
  public var size: CGSize
  /// The distance from the top to the first line's baseline.
  public var firstBaseline: CGFloat
  /// The distance from the top to the last line's baseline.
  public var lastBaseline: CGFloat
  /// The height of one line of the first run's font, for fitting lines into a height.
  public var lineHeight: CGFloat
  public var lineCount: Int
  /// How far capital letters of the first run's font rise above the baseline, for spacing text from other views.
  public var capHeight: CGFloat

  public init(
    size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lineHeight: CGFloat, lineCount: Int,
    capHeight: CGFloat
  ) {
    (self.size, self.firstBaseline, self.lastBaseline) = (size, firstBaseline, lastBaseline)
    (self.lineHeight, self.lineCount, self.capHeight) = (lineHeight, lineCount, capHeight)
  }
}

extension TextMeasurement {
  /// The finest step text widths are kept to: the half point a 2× display shows, as SwiftUI keeps them. Drawing
  /// puts text on the display's pixels.
  package static let widthStep: CGFloat = 0.5

  /// `width` rounded up to a ``widthStep``: engines measure to it, so that text laid out again at its measured
  /// width breaks its lines at the same places.
  package static func steppedWidth(_ width: CGFloat) -> CGFloat { (width / widthStep).rounded(.up) * widthStep }
}

/// The alignment of the lines of multiline text.
public enum TextAlignment: Hashable, CaseIterable, Sendable { case leading, center, trailing }
