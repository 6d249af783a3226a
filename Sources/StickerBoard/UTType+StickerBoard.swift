import Easel

extension UTType {
  /// A sticker board document: the board's stickers and background as JSON, in a `.stickers` file.
  public static let stickerBoard = UTType(
    exportedAs: "org.easel.sticker-board", conformingTo: .json, filenameExtension: "stickers",
    mimeType: "application/x-easel-sticker-board")

  /// One sticker on the clipboard, which only sticker boards read; other apps paste its emoji as text.
  public static let boardSticker = UTType(exportedAs: "org.easel.sticker-board.sticker", conformingTo: .json)
}
