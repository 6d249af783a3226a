/// One line of a paragraph broken by ``LineBreaker``, in Pango units.
struct BrokenLine: Hashable, Sendable {
  /// The UTF-8 byte range of the line's text in its paragraph.
  var bytes: Range<Int>
  /// The line's advance, as Pango measures it: without the whitespace it zeroes at a wrapped line's end.
  var width: Int32
  /// The tallest ascent and descent of the line's fonts; the line is their sum tall.
  var ascent: Int32
  var descent: Int32
}
