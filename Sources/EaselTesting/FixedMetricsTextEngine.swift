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

  /// An engine with the given proportions (defaults: 0.5, 1.2, 1.0).
  public init(advance: CGFloat = 0.5, lineHeight: CGFloat = 1.2, baseline: CGFloat = 1.0) {
    (self.advance, self.lineHeight, self.baseline) = (advance, lineHeight, baseline)
  }

  public func measure(_ request: TextLayoutRequest) -> TextMeasurement {
    let size = request.runs.first?.font.size ?? 17
    let kerning = request.runs.first?.kerning ?? 0
    let characterWidth = size * advance + kerning
    let height = size * lineHeight
    var lineWidths: [CGFloat] = []
    for paragraph in request.string.split(separator: "\n", omittingEmptySubsequences: false) {
      lineWidths += wrap(paragraph, characterWidth: characterWidth, width: request.width)
    }
    if let limit = request.lineLimit, lineWidths.count > limit {
      lineWidths = Array(lineWidths.prefix(max(limit, 1)))
    }
    let lines = max(lineWidths.count, 1)
    let totalHeight = CGFloat(lines) * height + CGFloat(lines - 1) * request.lineSpacing
    return TextMeasurement(
      size: CGSize(width: lineWidths.max() ?? 0, height: totalHeight), firstBaseline: size * baseline,
      lastBaseline: totalHeight - height + size * baseline, lineHeight: height, lineCount: lines)
  }

  /// The widths of the lines `paragraph` breaks into.
  private func wrap(_ paragraph: Substring, characterWidth: CGFloat, width: CGFloat?) -> [CGFloat] {
    let total = CGFloat(paragraph.count) * characterWidth
    guard let width, total > width else { return [total] }
    let perLine = max(1, Int((width + 0.001) / characterWidth))
    var lines: [CGFloat] = []
    var current = 0
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
      var length = word.count
      if current > 0 && current + 1 + length <= perLine {
        current += 1 + length
        continue
      }
      if current > 0 { lines.append(CGFloat(current) * characterWidth) }
      while length > perLine {
        lines.append(CGFloat(perLine) * characterWidth)
        length -= perLine
      }
      current = length
    }
    lines.append(CGFloat(current) * characterWidth)
    return lines
  }
}
