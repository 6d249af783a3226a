import Easel

/// The bar above the canvas: the palette chooser, then the chosen palette's emojis in a horizontal, scrolling
/// strip; drag one onto the canvas to add it.
struct PaletteStrip: View {
  @ObservedObject var store: PaletteStore
  /// The font size of the strip's emojis: an emoji dropped on the canvas gets it too.
  let emojiSize: CGFloat
  /// Adds an emoji to the canvas without a drag: what a screen reader's action on it does.
  let onAdd: @MainActor (String) -> Void
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    HStack(spacing: 0) {
      PaletteChooser(store: store).padding(.leading, 10)
      ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 2) {
          ForEach(store.current.emojis, id: \.self) { emoji in
            Text(emoji)
              .font(.system(size: emojiSize))
              .padding(4)
              .contentShape(Rectangle())
              .draggable(emoji)
              .accessibilityLabel(Text(verbatim: emoji.spokenName))
              .accessibilityAddTraits(.isButton)
              .accessibilityHint("Adds it to the middle of the canvas")
              .accessibilityAction { onAdd(emoji) }
              // The keyboard reaches the palette too: Tab to an emoji, Space adds it.
              .focusable(interactions: .activate)
              .onKeyPress(.space) {
                onAdd(emoji)
                return .handled
              }
          }
        }
        .padding(.horizontal, 8)
      }
      // Another palette starts at its first emoji, not where the last one was scrolled to.
      .id(store.current.id)
    }
    .padding(.vertical, 4)
    .frame(maxWidth: .infinity)
    .background(EmojiArtStyle(colorScheme: colorScheme).bar)
  }
}
