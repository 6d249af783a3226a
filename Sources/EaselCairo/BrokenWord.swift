/// A word wider than a line broken between characters, as ``LineBreaker/breakWord(_:wrapWidth:shapePiece:)``
/// breaks it; byte offsets count from the word's start.
struct BrokenWord: Hashable, Sendable {
  /// The lines that hold nothing but a piece of the word.
  var lines: [BrokenLine]
  /// Where the rest of the word starts: the line after `lines` starts with it.
  var restStart: Int
  /// The rest of the word shaped again, trailing whitespace included, as the line shows it.
  var rest: ShapedSegment
  /// The advance of the rest in the paragraph, which Pango compares with the width.
  var restFitWidth: Int64
}
