import Easel

/// An emoji drawn as text, centred on its position.
struct EmojiView: View {
  let emoji: CanvasEmoji

  var body: some View {
    Text(emoji.character)
      .font(.system(size: emoji.size))
      .position(emoji.position)
  }
}
