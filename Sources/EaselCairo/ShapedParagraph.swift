/// A paragraph as a sequence of shaped segments, the pieces between its line-break opportunities.
struct ShapedParagraph: Hashable, Sendable {
  /// The segments, in text order.
  var segments: [ShapedSegment]
  /// The UTF-8 byte offset where each segment ends; the first starts at 0 and each other where the previous ends.
  var segmentEnds: [Int]
  /// Whether the text is all ASCII: one font and one script, so Pango shapes it as one item and breaks a word that
  /// does not fit a line between characters as ``LineBreaker`` does.
  var isASCII: Bool
}
