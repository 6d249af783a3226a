import Easel

/// Every emoji of a ``CanvasModel`` in one `ZStack`, each placed with `.position`.
struct EmojiCanvas: View {
  let model: CanvasModel

  var body: some View {
    ZStack {
      ForEach(0..<model.emojis.count, id: \.self) { index in
        EmojiView(emoji: model.emojis[index])
      }
    }
  }
}
