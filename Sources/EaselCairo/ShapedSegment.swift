/// The metrics of a segment of text, the text from one line-break opportunity to the next, shaped once by Pango.
///
/// Lines are made of whole segments, so a paragraph's lines at any width follow from its segments' widths without
/// shaping again. Lengths are in Pango units.
struct ShapedSegment: Hashable, Sendable {
  /// The advance of the whole segment, trailing whitespace included.
  var width: Int32
  /// The advance without the trailing whitespace.
  var contentWidth: Int32
  /// The advance of the last character when it is whitespace: Pango zeroes it at the end of a wrapped line.
  var hangingWidth: Int32
  /// The height above and below the baseline of the fonts the segment was shaped with.
  var ascent: Int32
  var descent: Int32
}
