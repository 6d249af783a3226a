import Easel

/// The canvas's emojis, made again only when what they show changes.
///
/// The canvas's body runs at every step of a pan, of a pinch and of a drag; the emojis' views stay the same then
/// (a pan and a pinch move the layer whole, a dragged emoji follows its ``EmojiDragTracker``), and making them again
/// would cost a closure call, a view comparison and new gestures per emoji on every step. As an `Equatable` view,
/// which Easel compares with `==` as SwiftUI does, the layer compares by its ``EmojiLayerKey`` only and keeps its content while
/// the key stays the same. The content's gestures read the canvas's state through its storage, so they stay current.
struct EmojiLayer<Content: View>: View, Equatable {
  let key: EmojiLayerKey
  @ViewBuilder let content: () -> Content

  var body: some View { content() }

  nonisolated static func == (lhs: EmojiLayer, rhs: EmojiLayer) -> Bool { lhs.key == rhs.key }
}
