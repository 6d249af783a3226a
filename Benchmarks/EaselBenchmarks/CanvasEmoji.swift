import Easel

/// One emoji on the canvas. Observable on its own, so moving it re-runs only its ``EmojiView``'s body, as an
/// EmojiArt document's emoji would.
@MainActor
@Observable
final class CanvasEmoji {
  let character: String
  /// The font size in points.
  let size: CGFloat
  /// The centre, in canvas coordinates.
  var position: CGPoint

  init(character: String, size: CGFloat, position: CGPoint) {
    (self.character, self.size, self.position) = (character, size, position)
  }
}
