import Easel

/// The row of emojis to pick from; a click on the canvas places the one picked.
struct StickerPalette: View {
  /// The emojis offered, in order.
  static let emojis = ["⭐️", "🌈", "🐱", "🍕", "🚀", "🌻", "🎈", "💎"]
  @Binding var picked: String
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    HStack(spacing: 4) {
      ForEach(Self.emojis, id: \.self) { emoji in
        Button {
          picked = emoji
        } label: {
          Text(emoji)
            .font(.system(size: 26))
            .frame(width: 44, height: 44)
            .background(
              RoundedRectangle(cornerRadius: 10).fill(emoji == picked ? BoardStyle.accent.opacity(0.14) : Color.clear)
            )
            .overlay(
              RoundedRectangle(cornerRadius: 10).stroke(emoji == picked ? BoardStyle.accent : Color.clear, lineWidth: 2)
            )
        }
        .buttonStyle(.plain)
      }
    }
    .padding(4)
    .background(RoundedRectangle(cornerRadius: 14).fill(BoardStyle.tray(colorScheme)))
    .overlay(RoundedRectangle(cornerRadius: 14).stroke(BoardStyle.separator(colorScheme), lineWidth: 1))
  }
}
