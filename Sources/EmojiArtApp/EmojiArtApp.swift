import EaselGTK
import EmojiArt

/// EmojiArt on the desktop: a window per `.emojiart` document, emojis dragged from a palette onto a background.
@main
struct EmojiArtApp: App {
  var body: some Scene {
    EmojiArtScene()
  }
}
