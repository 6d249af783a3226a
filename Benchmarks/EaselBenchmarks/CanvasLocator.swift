import Easel
import EaselTesting
import EmojiArt

/// Where points of an EmojiArt canvas are in its window, at zoom 1 and no pan: the canvas fills the window below
/// the palette strip (its emojis, their padding of 4, the strip's of 4) and the 1-point separator, and its point
/// (0, 0) is its centre.
@MainActor
struct CanvasLocator {
  /// The canvas, in window points.
  let canvas: CGRect

  init(host: ViewHost, store: PaletteStore) {
    // The strip comes before the canvas, so the first view showing the palette's first emoji is the strip's.
    let emoji = store.current.emojis.first.flatMap { host.find(text: $0) } ?? .zero
    let top = emoji.maxY + 4 + 4 + 1
    canvas = CGRect(x: 0, y: top, width: host.size.width, height: host.size.height - top)
  }

  /// The window point of canvas point `location`.
  func point(_ location: CGPoint) -> CGPoint {
    CGPoint(x: canvas.midX + location.x, y: canvas.midY + location.y)
  }
}
