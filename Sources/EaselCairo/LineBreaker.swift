/// Breaks a shaped paragraph into lines the way Pango's word wrapping does, from cached segment widths alone.
///
/// Pango (1.50, `PANGO_WRAP_WORD_CHAR`) fills each line greedily with whole segments while the line, without the
/// whitespace character it zeroes at the end of a wrapped line, is no wider than the wrap width. When a segment
/// would have to be broken itself (wider than a line, or with more trailing whitespace than fits), Pango breaks
/// between characters, which cached widths cannot reproduce: the breaker then returns `nil` and the text is left
/// to Pango.
enum LineBreaker {
  /// The lines of `paragraph` at `wrapWidth` (Pango units), or on one line without one; `nil` when a segment
  /// does not fit a line.
  static func lines(of paragraph: ShapedParagraph, wrapWidth: Int32?) -> [BrokenLine]? {
    let segments = paragraph.segments
    let ends = paragraph.segmentEnds
    guard let wrapWidth else {
      return [line(segments, ends, from: 0, to: segments.count, isWrapped: false)]
    }
    let limit = Int64(wrapWidth)
    var lines: [BrokenLine] = []
    var index = 0
    while index < segments.count {
      let start = index
      let first = segments[index]
      guard Int64(first.width) - Int64(first.hangingWidth) <= limit else { return nil }
      var width = Int64(first.width)
      index += 1
      while index < segments.count {
        let next = segments[index]
        if width + Int64(next.width) - Int64(next.hangingWidth) <= limit {
          width += Int64(next.width)
          index += 1
          continue
        }
        // The word fits but its trailing whitespace does not: Pango would break inside the whitespace.
        if width + Int64(next.contentWidth) <= limit { return nil }
        break
      }
      lines.append(line(segments, ends, from: start, to: index, isWrapped: index < segments.count))
    }
    return lines
  }

  private static func line(
    _ segments: [ShapedSegment], _ ends: [Int], from start: Int, to end: Int, isWrapped: Bool
  ) -> BrokenLine {
    var width: Int32 = 0
    var ascent: Int32 = 0
    var descent: Int32 = 0
    for segment in segments[start..<end] {
      width += segment.width
      ascent = max(ascent, segment.ascent)
      descent = max(descent, segment.descent)
    }
    if isWrapped { width -= segments[end - 1].hangingWidth }
    let startByte = start == 0 ? 0 : ends[start - 1]
    return BrokenLine(bytes: startByte..<ends[end - 1], width: width, ascent: ascent, descent: descent)
  }
}
