import Easel
import Foundation

/// Emojis on the clipboard: their texts, sizes and places, so a paste into any EmojiArt window keeps how they sit
/// to each other; other applications paste their texts.
public struct CopiedEmojis: Codable, Equatable, Sendable, Transferable {
  /// One copied emoji, as it was in its document (without its id, which the pasting document gives).
  public struct Emoji: Codable, Equatable, Sendable {
    /// The emoji itself: one grapheme cluster.
    public let text: String
    /// The centre, in points from the canvas's centre.
    public var x: Int
    /// The centre, in points from the canvas's centre.
    public var y: Int
    /// The font size, in points at zoom 1.
    public let size: Int

    /// The centre, in points from the canvas's centre.
    var location: CGPoint { CGPoint(x: CGFloat(x), y: CGFloat(y)) }
  }

  /// The most emojis a paste takes, so that a clipboard written by something else cannot flood a document.
  static let maximumCount = 10_000

  /// The emojis, bottom first.
  public private(set) var emojis: [Emoji]

  /// Copies of `emojis`, bottom first.
  init(_ emojis: [EmojiArt.Emoji]) {
    self.emojis = emojis.map { Emoji(text: $0.text, x: $0.x, y: $0.y, size: $0.size) }
  }

  /// `texts` side by side at font size `size` (at least a point), a font size apart, their row centred on
  /// `location`.
  init(row texts: [String], centeredOn location: CGPoint, size: CGFloat) {
    let start = location.x - size * CGFloat(texts.count - 1) / 2
    let fontSize = EmojiArt.fontSize(size)
    emojis = texts.enumerated().map { index, text in
      let x = start + size * CGFloat(index)
      return Emoji(text: text, x: Int(x.rounded()), y: Int(location.y.rounded()), size: fontSize)
    }
  }

  /// The centre of the emojis' places.
  var center: CGPoint {
    let xs = emojis.map(\.x)
    let ys = emojis.map(\.y)
    return CGPoint(
      x: CGFloat((xs.min() ?? 0) + (xs.max() ?? 0)) / 2, y: CGFloat((ys.min() ?? 0) + (ys.max() ?? 0)) / 2)
  }

  /// The emojis moved by `offset` points (rounded to whole points, as documents keep them).
  func moved(by offset: CGSize) -> CopiedEmojis {
    var moved = self
    let (dx, dy) = (Int(offset.width.rounded()), Int(offset.height.rounded()))
    for index in moved.emojis.indices {
      moved.emojis[index].x += dx
      moved.emojis[index].y += dy
    }
    return moved
  }

  /// The emojis' texts, one after another: what other applications paste.
  var text: String { emojis.map(\.text).joined() }

  private enum CodingKeys: String, CodingKey { case emojis }

  // The clipboard may hold anything another program wrote under this type: only what a document could hold is taken.
  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    emojis = try container.decode([Emoji].self, forKey: .emojis)
    guard !emojis.isEmpty, emojis.count <= Self.maximumCount,
      emojis.allSatisfy({ $0.size > 0 && $0.text.emojis == [$0.text] })
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .emojis, in: container, debugDescription: "the copied emojis are not emojis a document can hold")
    }
  }

  /// The emojis for other EmojiArt windows, and their texts for every other application.
  public static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .copiedEmojis)
    ProxyRepresentation(exporting: \.text)
  }
}
