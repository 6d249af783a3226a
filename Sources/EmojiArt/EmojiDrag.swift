import Foundation

/// The drag of an emoji being tracked: the emoji pressed, and how far the pointer has moved, in view points.
struct EmojiDrag: Equatable {
  var id: EmojiArt.Emoji.ID
  var translation: CGSize
}
