import Easel
import Foundation

/// A text engine with fixed, font-independent metrics, so layout tests and benchmarks get exact numbers.
///
/// Every character advances `advance × size` points (plus kerning); a line is `lineHeight × size` points tall
/// with its baseline at `baseline × size`. Lines break at spaces, and inside words longer than the width.
@MainActor
public final class FixedMetricsTextEngine: TextEngine {
  /// Horizontal advance per character, as a fraction of the font size.
  public let advance: CGFloat
  /// Line height, as a fraction of the font size.
  public let lineHeight: CGFloat
  /// Baseline position from the line's top, as a fraction of the font size.
  public let baseline: CGFloat
  /// The height of capitals above the baseline, as a fraction of the font size.
  public let capHeight: CGFloat

  /// The word lengths of each paragraph of recently measured strings: splitting text is most of the work.
  private var paragraphs: [String: [[Int]]] = [:]

  /// An engine with the given proportions (defaults: 0.5, 1.2, 1.0, 0.7).
  public init(advance: CGFloat = 0.5, lineHeight: CGFloat = 1.2, baseline: CGFloat = 1.0, capHeight: CGFloat = 0.7) {
    (self.advance, self.lineHeight, self.baseline, self.capHeight) = (advance, lineHeight, baseline, capHeight)
  }

  public func measure(_ request: TextLayoutRequest) -> TextMeasurement {
    let size = request.runs.first?.font.size ?? 17
    let kerning = request.runs.first?.kerning ?? 0
    let characterWidth = size * advance + kerning
    let height = size * lineHeight
    var lineWidths: [CGFloat] = []
    for words in wordLengths(of: request.string) {
      lineWidths += wrap(words, characterWidth: characterWidth, width: request.width)
    }
    if let limit = request.lineLimit, lineWidths.count > limit {
      lineWidths = Array(lineWidths.prefix(max(limit, 1)))
    }
    let lines = max(lineWidths.count, 1)
    let totalHeight = CGFloat(lines) * height + CGFloat(lines - 1) * request.lineSpacing
    return TextMeasurement(
      size: CGSize(width: lineWidths.max() ?? 0, height: totalHeight), firstBaseline: size * baseline,
      lastBaseline: totalHeight - height + size * baseline, lineHeight: height, lineCount: lines,
      capHeight: size * capHeight)
  }

  /// Every character advances the same width, so a caret sits at a whole number of advances.
  public func caretOffset(atCharacter characterOffset: Int, in request: TextLayoutRequest) -> CGFloat {
    CGFloat(min(max(0, characterOffset), request.string.count)) * characterWidth(request)
  }

  public func characterOffset(atX x: CGFloat, in request: TextLayoutRequest) -> Int {
    let width = characterWidth(request)
    // Every x has a nearest caret, as in Pango: clamped in floating point, where an infinity cannot trap.
    guard width > 0, !x.isNaN else { return 0 }
    return Int(min(max(0, (x / width).rounded()), CGFloat(request.string.count)))
  }

  private func characterWidth(_ request: TextLayoutRequest) -> CGFloat {
    (request.runs.first?.font.size ?? 17) * advance + (request.runs.first?.kerning ?? 0)
  }

  /// The lengths, in characters, of the space-separated words of each paragraph of `string`.
  private func wordLengths(of string: String) -> [[Int]] {
    if let cached = paragraphs[string] { return cached }
    let result = Self.split(string)
    if paragraphs.count > 10_000 { paragraphs.removeAll() }
    paragraphs[string] = result
    return result
  }

  /// Splits text into paragraphs of word lengths: ASCII text by bytes, other text by characters (grapheme
  /// clusters), which is slower. Not isolated to the main actor, so its loops run without actor checks.
  nonisolated private static func split(_ string: String) -> [[Int]] {
    if string.utf8.allSatisfy({ $0 < 0x80 }) {
      return split(string.utf8, space: UInt8(ascii: " "), newline: UInt8(ascii: "\n"))
    }
    return split(string, space: " ", newline: "\n")
  }

  nonisolated private static func split<Units: Collection>(
    _ units: Units, space: Units.Element, newline: Units.Element
  ) -> [[Int]] where Units.Element: Equatable {
    var result: [[Int]] = []
    var words: [Int] = []
    var length = 0
    for unit in units {
      if unit == space || unit == newline {
        words.append(length)
        length = 0
        if unit == newline {
          result.append(words)
          words = []
        }
      } else {
        length += 1
      }
    }
    words.append(length)
    result.append(words)
    return result
  }

  /// The widths of the lines a paragraph with these word lengths breaks into.
  nonisolated private func wrap(_ words: [Int], characterWidth: CGFloat, width: CGFloat?) -> [CGFloat] {
    let total = CGFloat(words.reduce(0, +) + words.count - 1) * characterWidth
    guard let width, total > width else { return [total] }
    let perLine = max(1, Int((width + 0.001) / characterWidth))
    var lines: [CGFloat] = []
    var current = 0
    var started = false
    for word in words {
      var length = word
      if started && current + 1 + length <= perLine {
        current += 1 + length
        continue
      }
      if started { lines.append(CGFloat(current) * characterWidth) }
      while length > perLine {
        lines.append(CGFloat(perLine) * characterWidth)
        length -= perLine
      }
      current = length
      started = true
    }
    lines.append(CGFloat(current) * characterWidth)
    return lines
  }
}
