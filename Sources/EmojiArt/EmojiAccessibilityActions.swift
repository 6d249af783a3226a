import Easel

/// What a screen reader's actions on the canvas's emojis do to the document: select, move, resize and delete one
/// emoji.
///
/// One object for a canvas, kept in its state and given the document view's current actions whenever the view's
/// body runs: each emoji's ``EmojiAccessibility`` holds the object rather than closures of its own, so it compares
/// equal from one update to the next, and only the emojis that changed are described again (closures never
/// compare equal).
@MainActor
final class EmojiAccessibilityActions {
  /// Selects the emoji alone.
  var select: (EmojiArt.Emoji.ID) -> Void = { _ in }
  /// Moves the emoji by a unit step in a direction: (-1, 0) is left.
  var move: (EmojiArt.Emoji.ID, CGSize) -> Void = { _, _ in }
  /// Resizes the emoji by a factor.
  var scale: (EmojiArt.Emoji.ID, CGFloat) -> Void = { _, _ in }
  /// Deletes the emoji.
  var delete: (EmojiArt.Emoji.ID) -> Void = { _ in }
}
