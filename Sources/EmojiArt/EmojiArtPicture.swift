import Easel

/// What an exported picture shows: the background at its own pixel size, or without one the emojis' bounds, with
/// the emojis over it at zoom 1, none of them selected.
struct EmojiArtPicture: View {
  let emojis: [EmojiArt.Emoji]
  let background: UIImage?
  /// The canvas rectangle drawn, in points from the canvas's centre.
  let bounds: CGRect

  /// The picture of `document`; `nil` when it has neither a background image nor emojis.
  @MainActor init?(_ document: EmojiArtDocument) {
    let background = document.backgroundImage
    guard
      let bounds = background.map({
        CGRect(origin: CGPoint(x: -$0.size.width / 2, y: -$0.size.height / 2), size: $0.size)
      })
        ?? document.emojiArt.emojiBounds
    else { return nil }
    (emojis, self.background, self.bounds) = (document.emojis, background, bounds)
  }

  var body: some View {
    ZStack {
      OptionalImage(uiImage: background)
      ForEach(emojis) { emoji in
        EmojiView(
          text: emoji.text, fontSize: emoji.fontSize, isSelected: false, style: EmojiArtStyle(colorScheme: .light),
          id: emoji.id
        )
        .position(x: emoji.location.x - bounds.minX, y: emoji.location.y - bounds.minY)
      }
    }
    .frame(width: bounds.width, height: bounds.height)
    .clipped()
  }
}
