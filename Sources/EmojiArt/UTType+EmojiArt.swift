import Easel

extension UTType {
  /// An EmojiArt document: its background and emojis as versioned JSON, in a `.emojiart` file.
  public static let emojiArt = UTType(
    exportedAs: "edu.stanford.cs193p.emojiart", conformingTo: .json, filenameExtension: "emojiart",
    mimeType: "application/x-emojiart")

  /// Emojis copied from a document, which EmojiArt windows paste as emojis; other applications paste their text.
  public static let copiedEmojis = UTType(exportedAs: "edu.stanford.cs193p.emojiart.emojis", conformingTo: .json)
}
