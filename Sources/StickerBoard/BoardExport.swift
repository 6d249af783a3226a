import Easel
import Foundation

/// Export as PNG: the canvas drawn at twice its size, without the selection outline.
@MainActor
public enum BoardExport {
  /// The pixels per point of an exported picture: sharp on HiDPI screens and in print.
  public static let scale: CGFloat = 2

  /// `document`'s board as a picture, `BoardStyle.canvasSize` × ``scale`` pixels (exported as PNG); `nil` when it
  /// cannot be drawn.
  public static func picture(of document: StickerBoardDocument) -> Image? {
    let renderer = ImageRenderer(
      content: BoardCanvas(stickers: document.stickers, background: document.backgroundImage))
    renderer.scale = scale
    renderer.isOpaque = true
    return renderer.uiImage.map { Image(uiImage: $0) }
  }

  /// The file name a save dialog proposes for the picture of the board named `name` (its window's title).
  public static func defaultFilename(forBoardNamed name: String) -> String {
    let base = name.hasSuffix(".stickers") ? String(name.dropLast(".stickers".count)) : name
    return base + ".png"
  }
}
