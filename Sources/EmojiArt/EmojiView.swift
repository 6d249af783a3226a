import Easel

/// One emoji on the canvas at its zoomed font size, outlined in the accent colour while selected.
struct EmojiView: View {
  let text: String
  /// The font size on screen: the emoji's size times the zoom.
  let fontSize: CGFloat
  let isSelected: Bool
  let style: EmojiArtStyle
  let id: EmojiArt.Emoji.ID
  /// Where a drag has moved the emoji, on the canvas (an exported picture has no drag); read here, so a drag step
  /// runs only the dragged emojis' bodies.
  var drag: EmojiDragTracker?

  var body: some View {
    let inset = max(2, fontSize * 0.08)
    Text(text)
      .font(animatableWithSize: fontSize)
      .padding(inset)
      .background(
        RoundedRectangle(cornerRadius: inset * 2).fill(isSelected ? style.accent.opacity(0.14) : Color.clear)
      )
      .overlay(outline(cornerRadius: inset * 2))
      .offset(drag?.offset(of: id) ?? .zero)
  }

  /// The accent ring with a white one inside it, so the outline shows on any background, the accent's own blue too.
  @ViewBuilder private func outline(cornerRadius: CGFloat) -> some View {
    if isSelected {
      ZStack {
        RoundedRectangle(cornerRadius: cornerRadius).strokeBorder(Color.white.opacity(0.9), lineWidth: 4)
        RoundedRectangle(cornerRadius: cornerRadius).strokeBorder(style.accent, lineWidth: 2)
      }
    }
  }
}
