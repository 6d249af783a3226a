import Easel
import Foundation

/// Export as PNG and Copy as Image: the document's picture (``EmojiArtPicture``) drawn by `ImageRenderer` at 1× or
/// 2×, as a PNG file that carries the document in a text chunk, so EmojiArt opens the picture as the document again.
@MainActor
enum EmojiArtExport {
  /// Why a picture could not be made, as a sentence for the alert.
  struct Failure: LocalizedError, Equatable {
    let reason: String
    var errorDescription: String? { reason }
  }

  /// The scales a picture is exported at: one pixel per point, and two for HiDPI screens and print.
  static let scales: [CGFloat] = [1, 2]
  /// The most pixels an exported picture may have, as many as a background may (a 100-megapixel background at 1×).
  static let maximumPixels: CGFloat = 100_000_000

  /// `document`'s picture at `scale` as PNG, carrying the document.
  static func png(of document: EmojiArtDocument, scale: CGFloat) throws(Failure) -> Data {
    guard let picture = EmojiArtPicture(document) else {
      throw Failure(reason: "The document is empty: it has neither a background nor emojis.")
    }
    let (width, height) = (picture.bounds.width * scale, picture.bounds.height * scale)
    guard width * height <= maximumPixels else {
      let size = "\(Int(width.rounded())) × \(Int(height.rounded()))"
      throw Failure(reason: "The picture would be \(size) pixels, more than the 100 megapixels EmojiArt exports.")
    }
    let renderer = ImageRenderer(content: picture)
    renderer.scale = scale
    guard let png = renderer.uiImage?.pngData() else { throw Failure(reason: "The picture could not be drawn.") }
    do {
      return try document.emojiArt.png(embeddingIn: png)
    } catch {
      throw Failure(reason: "The document could not be stored in the picture: \(error.localizedDescription).")
    }
  }

  /// The file name a save dialog proposes for the picture of the document in `file` (`nil` while untitled):
  /// "garden.emojiart" and "garden.emojiart.png" give "garden.emojiart.png".
  static func defaultFilename(for file: URL?) -> String {
    var name = file?.lastPathComponent ?? "Untitled"
    for suffix in [".png", ".emojiart"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
    return name + ".emojiart.png"
  }
}

/// An exported picture's PNG bytes, which the save dialog writes.
struct ExportedPicture: Transferable {
  let png: Data

  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(exportedContentType: .png) { $0.png }
  }
}
