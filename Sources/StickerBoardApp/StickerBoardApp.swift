import EaselGTK
import StickerBoard

/// Sticker Board on the desktop: a window per board of emoji stickers, saved as `.stickers` files.
@main
struct StickerBoardApp: App {
  var body: some Scene {
    StickerBoardScene()
  }
}
