/// Breaks a shaped paragraph into lines the way Pango's word wrapping does, from cached segment widths alone.
///
/// Pango (1.50, `PANGO_WRAP_WORD_CHAR`) fills each line greedily with whole segments while the line, without the
/// whitespace character it zeroes at the end of a wrapped line, is no wider than the wrap width. A word wider than
/// a line starts its own line and is broken between characters: the line takes as many characters as fit (at
/// least one) by their advances in the word, and Pango shapes the piece it cut off and the rest of the word
/// again (``breakWord(_:wrapWidth:shapePiece:)``). When only a word's trailing whitespace overflows (Pango then
/// breaks inside the whitespace), or a word cannot be broken so, the breaker returns `nil` and the text is left to
/// Pango.
enum LineBreaker {
  /// The lines of `paragraph` at `wrapWidth` (Pango units), or on one line without one; `nil` when they need
  /// Pango.
  /// - Parameter breakWord: Breaks the word at the bytes given of the paragraph between characters, or returns
  ///   `nil` when Pango must; without it words wider than a line are left to Pango.
  static func lines(
    of paragraph: ShapedParagraph, wrapWidth: Int32?, breakWord: ((Range<Int>) -> BrokenWord?)? = nil
  ) -> [BrokenLine]? {
    let segments = paragraph.segments
    let ends = paragraph.segmentEnds
    guard let wrapWidth else {
      return [oneLine(segments, ends)]
    }
    let limit = Int64(wrapWidth)
    var lines: [BrokenLine] = []
    var index = 0
    while index < segments.count {
      let segment = segments[index]
      var start = index == 0 ? 0 : ends[index - 1]
      // What Pango compares with the width: the advances the paragraph was shaped with. What it reports: the
      // advances of what is on the line, which it shapes again when it cut a word.
      var fitWidth = Int64(segment.width)
      var first = segment
      if fitWidth - Int64(segment.hangingWidth) > limit {
        // Only the whitespace overflows: Pango would break inside it.
        guard Int64(segment.contentWidth) > limit, let broken = breakWord?(start..<ends[index]) else { return nil }
        for line in broken.lines {
          lines.append(
            BrokenLine(
              bytes: start + line.bytes.lowerBound..<start + line.bytes.upperBound, width: line.width,
              ascent: line.ascent, descent: line.descent))
        }
        start += broken.restStart
        first = broken.rest
        fitWidth = broken.restFitWidth
      }
      var width = Int64(first.width)
      var ascent = first.ascent
      var descent = first.descent
      var hangingWidth = first.hangingWidth
      index += 1
      while index < segments.count {
        let next = segments[index]
        if fitWidth + Int64(next.width) - Int64(next.hangingWidth) <= limit {
          fitWidth += Int64(next.width)
          width += Int64(next.width)
          ascent = max(ascent, next.ascent)
          descent = max(descent, next.descent)
          hangingWidth = next.hangingWidth
          index += 1
          continue
        }
        // The word fits but its trailing whitespace does not: Pango would break inside the whitespace.
        if fitWidth + Int64(next.contentWidth) <= limit { return nil }
        break
      }
      if index < segments.count { width -= Int64(hangingWidth) }
      lines.append(BrokenLine(bytes: start..<ends[index - 1], width: Int32(width), ascent: ascent, descent: descent))
    }
    return lines
  }

  /// Breaks `word`, which is wider than `wrapWidth`, into lines of its characters until the rest fits a line:
  /// each line takes as many characters as fit by their advances in the word (at least one), and shows them shaped
  /// again (`shapePiece`, with byte ranges of the word). `nil` when Pango would break it elsewhere: where only
  /// whitespace overflows, or where kerning across a cut changes which cut Pango, measuring the pieces shaped
  /// again, takes as the longest that fits.
  static func breakWord(
    _ word: ShapedPiece, wrapWidth: Int32, shapePiece: (Range<Int>) -> ShapedPiece
  ) -> BrokenWord? {
    let limit = Int64(wrapWidth)
    let advances = word.characterWidths.map(Int64.init)
    let hangingWidth = Int64(word.segment.hangingWidth)
    var lines: [BrokenLine] = []
    var start = 0
    var fitWidth = Int64(word.segment.width)
    while fitWidth - hangingWidth > limit {
      guard advances[start..<word.contentLength].reduce(0, +) > limit else { return nil }
      var cut = start
      var cutWidth: Int64 = 0
      while cut < word.contentLength, cutWidth + advances[cut] <= limit {
        cutWidth += advances[cut]
        cut += 1
      }
      cut = max(cut, start + 1)
      // A last character too wide for the line is a line of its own, the rest of the word.
      if cut == advances.count { break }
      let piece = shapePiece(start..<cut).segment
      guard Int64(piece.width) <= limit || cut == start + 1 else { return nil }
      if cut < word.contentLength {
        let longer = Int64(shapePiece(start..<cut + 1).segment.width)
        if longer <= limit || longer < Int64(piece.width) { return nil }
      }
      lines.append(BrokenLine(bytes: start..<cut, width: piece.width, ascent: piece.ascent, descent: piece.descent))
      start = cut
      fitWidth = advances[cut...].reduce(0, +)
    }
    let rest = shapePiece(start..<advances.count).segment
    guard Int64(rest.width) == fitWidth else { return nil }
    return BrokenWord(lines: lines, restStart: start, rest: rest, restFitWidth: fitWidth)
  }

  private static func oneLine(_ segments: [ShapedSegment], _ ends: [Int]) -> BrokenLine {
    var width: Int32 = 0
    var ascent: Int32 = 0
    var descent: Int32 = 0
    for segment in segments {
      width += segment.width
      ascent = max(ascent, segment.ascent)
      descent = max(descent, segment.descent)
    }
    return BrokenLine(bytes: 0..<(ends.last ?? 0), width: width, ascent: ascent, descent: descent)
  }
}
