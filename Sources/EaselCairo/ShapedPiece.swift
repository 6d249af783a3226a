/// A piece of a word shaped alone, with the advance of each of its characters (it is ASCII, one byte each): what
/// Pango measures when it breaks a word too wide for a line between characters.
struct ShapedPiece: Hashable, Sendable {
  var segment: ShapedSegment
  var characterWidths: [Int32]
  /// The number of characters before the trailing whitespace.
  var contentLength: Int
}
