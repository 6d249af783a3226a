import Foundation

extension EmojiArt {
  /// One emoji on the canvas.
  public struct Emoji: Identifiable, Codable, Hashable, Sendable {
    /// The emoji itself: one grapheme cluster, such as "👩‍💻".
    public let text: String
    /// The centre, in points from the canvas's centre (the background image's centre), rightwards.
    public var x: Int
    /// The centre, in points from the canvas's centre, downwards.
    public var y: Int
    /// The font size, in points at zoom 1.
    public var size: Int
    /// Unique within its document.
    public let id: Int

    init(text: String, x: Int, y: Int, size: Int, id: Int) {
      (self.text, self.x, self.y, self.size, self.id) = (text, x, y, size, id)
    }

    /// The centre, in points from the canvas's centre.
    public var location: CGPoint { CGPoint(x: CGFloat(x), y: CGFloat(y)) }
    /// The font size, in points at zoom 1.
    public var fontSize: CGFloat { CGFloat(size) }
    /// The square the emoji's picture fills, in points from the canvas's centre: its font size wide and high,
    /// around its centre. Smart guides snap to its edges.
    var bounds: CGRect {
      CGRect(x: location.x - fontSize / 2, y: location.y - fontSize / 2, width: fontSize, height: fontSize)
    }
  }
}
