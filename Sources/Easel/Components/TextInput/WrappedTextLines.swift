import Foundation

/// A text broken into the lines a text editor shows: at its line breaks, and each paragraph wrapped at word
/// boundaries (within a word when it alone is too wide) to fit a width.
struct WrappedTextLines: Equatable {
  /// One shown line: a range of character offsets, without the line break that ends it.
  struct Line: Equatable {
    let range: Range<Int>
    /// Whether the line ends its paragraph; a wrapped line continues on the next.
    let endsParagraph: Bool
  }

  /// The lines, top to bottom; an empty text, or one ending in a line break, ends with an empty line.
  let lines: [Line]

  /// Breaks `characters` into lines no wider than `width`, where `caretPositions(range)` gives the x position of
  /// each caret position of a paragraph laid out on one line (`range.count + 1` values from its start).
  init(characters: [Character], width: CGFloat, caretPositions: (Range<Int>) -> [CGFloat]) {
    var lines: [Line] = []
    var start = 0
    // The end of the text ends the last paragraph as a line break would.
    for index in 0...characters.count where index == characters.count || characters[index].isNewline {
      let paragraph = start..<index
      lines += Self.wrap(paragraph, in: characters, width: width, positions: caretPositions(paragraph))
      start = index + 1
    }
    self.lines = lines
  }

  /// The lines of one paragraph: each ends after the last space that fits, a space may hang past the width, and a
  /// word wider than the width is broken where it overflows.
  private static func wrap(
    _ paragraph: Range<Int>, in characters: [Character], width: CGFloat, positions: [CGFloat]
  ) -> [Line] {
    var lines: [Line] = []
    var lineStart = paragraph.lowerBound
    var lastBreak: Int?
    for index in paragraph {
      let character = characters[index]
      let end = positions[index + 1 - paragraph.lowerBound] - positions[lineStart - paragraph.lowerBound]
      if character.isWhitespace {
        lastBreak = index + 1
      } else if end > width, index > lineStart {
        let breakAt = lastBreak ?? index
        lines.append(Line(range: lineStart..<breakAt, endsParagraph: false))
        lineStart = breakAt
        lastBreak = nil
      }
    }
    lines.append(Line(range: lineStart..<paragraph.upperBound, endsParagraph: true))
    return lines
  }

  /// The index of the line showing the caret at `offset`: at a wrap, the caret goes to the start of the next line.
  func lineIndex(ofCaret offset: Int) -> Int {
    lines.firstIndex { offset < $0.range.upperBound || (offset == $0.range.upperBound && $0.endsParagraph) }
      ?? lines.count - 1
  }
}
