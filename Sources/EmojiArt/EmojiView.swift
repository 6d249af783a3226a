import Easel

/// One emoji on the canvas at its zoomed font size, outlined in the accent colour while selected.
struct EmojiView: View {
  let text: String
  /// The font size on screen: the emoji's size times the zoom.
  let fontSize: CGFloat
  let isSelected: Bool
  let style: EmojiArtStyle

  var body: some View {
    let inset = max(2, fontSize * 0.08)
    Text(text)
      .font(animatableWithSize: fontSize)
      .padding(inset)
      .background(
        RoundedRectangle(cornerRadius: inset * 2).fill(isSelected ? style.accent.opacity(0.14) : Color.clear)
      )
      .overlay(
        RoundedRectangle(cornerRadius: inset * 2).strokeBorder(isSelected ? style.accent : Color.clear, lineWidth: 2)
      )
  }
}
