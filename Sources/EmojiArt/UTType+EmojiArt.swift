import Easel

extension UTType {
  /// An EmojiArt document: its background and emojis as versioned JSON, in a `.emojiart` file.
  public static let emojiArt = UTType(
    exportedAs: "edu.stanford.cs193p.emojiart", conformingTo: .json, filenameExtension: "emojiart",
    mimeType: "application/x-emojiart")
}
