import Foundation

// A picture of a document that carries the document: EmojiArt's exported PNG files hold the document's JSON in an
// `iTXt` chunk, which image viewers ignore and EmojiArt opens as the editable document again.
extension EmojiArt {
  /// The keyword of the `iTXt` chunk that holds the document.
  static let pngKeyword = "org.easel.emojiart"

  /// Reads the document a PNG file exported by EmojiArt carries.
  /// - Throws: ``PNGChunkError`` when the PNG is damaged, ``EmojiArtError/noDocumentInPicture`` when it carries no
  ///   document, or the errors of ``init(json:)`` when the document it carries is damaged.
  public init(png: Data) throws {
    guard let json = try PNGChunks(data: png).text(forKeyword: Self.pngKeyword) else {
      throw EmojiArtError.noDocumentInPicture
    }
    try self.init(json: Data(json.utf8))
  }

  /// `picture`, a PNG file, with this document in it.
  func png(embeddingIn picture: Data) throws -> Data {
    var chunks = try PNGChunks(data: picture)
    try chunks.setText(String(decoding: try json(), as: UTF8.self), forKeyword: Self.pngKeyword)
    return chunks.data
  }

  /// The canvas rectangle the emojis cover, with a margin of an emoji around; `nil` without emojis.
  public var emojiBounds: CGRect? {
    emojis.map { $0.bounds.insetBy(dx: -$0.fontSize / 2, dy: -$0.fontSize / 2) }
      .reduce(nil) { bounds, rect in bounds?.union(rect) ?? rect }
  }
}
