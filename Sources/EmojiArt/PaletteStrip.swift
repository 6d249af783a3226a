import Easel

/// The horizontal, scrolling strip of the palette's emojis above the canvas; drag one onto the canvas to add it.
struct PaletteStrip: View {
  let palette: Palette
  /// The font size of the strip's emojis: an emoji dropped on the canvas gets it too.
  let emojiSize: CGFloat
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    ScrollView(.horizontal, showsIndicators: false) {
      HStack(spacing: 2) {
        ForEach(palette.emojis, id: \.self) { emoji in
          Text(emoji)
            .font(.system(size: emojiSize))
            .padding(4)
            .contentShape(Rectangle())
            .draggable(emoji)
        }
      }
      .padding(.horizontal, 12)
    }
    .padding(.vertical, 4)
    .frame(maxWidth: .infinity)
    .background(EmojiArtStyle(colorScheme: colorScheme).bar)
  }
}
