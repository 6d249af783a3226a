import Foundation

/// Everything a `.stickers` file stores: the stickers, bottom first, and the background picture as PNG (base64 in
/// the JSON, as `JSONEncoder` writes `Data`).
public struct BoardSnapshot: Codable, Equatable, Sendable {
  /// The stickers, in the order they are drawn: the last on top.
  public var stickers: [Sticker]
  /// The background picture as PNG data, or `nil` for the plain board.
  public var background: Data?

  /// A board of `stickers` over `background`.
  public init(stickers: [Sticker] = [], background: Data? = nil) {
    self.stickers = stickers
    self.background = background
  }
}
