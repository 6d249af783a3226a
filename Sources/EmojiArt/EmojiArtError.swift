import Foundation

/// Why data could not be read as an EmojiArt document. Its description ends the sentence "“name” could not be
/// opened: …", which the document window's alert shows.
public enum EmojiArtError: LocalizedError, Equatable, Sendable {
  /// The file is of a format version this EmojiArt does not read (a newer one).
  case unsupportedVersion(Int)
  /// The data is not an EmojiArt document: not JSON, truncated, or with missing or wrong fields.
  case notADocument(String)
  /// The document's background bytes are not an image this platform decodes.
  case unreadableBackground
  /// The file is a PNG image that carries no EmojiArt document (one EmojiArt did not export).
  case noDocumentInPicture

  public var errorDescription: String? {
    switch self {
    case .unsupportedVersion(let version):
      "it is an EmojiArt document of format \(version), but this EmojiArt reads format \(EmojiArt.formatVersion) only"
    case .notADocument(let reason): "it is not an EmojiArt document (\(reason))"
    case .unreadableBackground: "its background image is damaged"
    case .noDocumentInPicture:
      "it is a picture without an EmojiArt document in it; drop or paste it on a canvas to make it the background"
    }
  }
}
