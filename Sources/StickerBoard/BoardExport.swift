import Easel
import Foundation

/// Export as PNG: the canvas drawn at twice its size, without the selection outline.
@MainActor
public enum BoardExport {
  /// The pixels per point of an exported picture: sharp on HiDPI screens and in print.
  public static let scale: CGFloat = 2

  /// `document`'s board as PNG data, `BoardStyle.canvasSize` × ``scale`` pixels; `nil` when it cannot be drawn.
  public static func pngData(of document: StickerBoardDocument) -> Data? {
    let renderer = ImageRenderer(
      content: BoardCanvas(stickers: document.stickers, background: document.backgroundImage))
    renderer.scale = scale
    renderer.isOpaque = true
    return renderer.uiImage?.pngData()
  }

  /// The file name a save dialog proposes for the picture of the board named `name` (its window's title).
  public static func defaultFilename(forBoardNamed name: String) -> String {
    let base = name.hasSuffix(".stickers") ? String(name.dropLast(".stickers".count)) : name
    return base + ".png"
  }

  /// Writes `document`'s picture to `url` atomically: the file holds the old picture or the new, never half.
  public static func write(_ document: StickerBoardDocument, to url: URL) throws {
    guard let data = pngData(of: document) else {
      throw CocoaError(
        .fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "The board could not be drawn as a picture."])
    }
    try data.write(to: url, options: .atomic)
  }
}
