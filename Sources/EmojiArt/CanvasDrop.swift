import Easel
import Foundation

/// A drop on the canvas: an image file from a file manager or raw image data becomes the background, text adds
/// its emojis where it was dropped. Files are read and images decoded off the main thread, then handed to the
/// document's intents on it.
struct CanvasDrop: Sendable {
  /// The types the canvas takes, the preferred first.
  static let contentTypes: [UTType] = [.fileURL, .image, .plainText]
  /// The largest image file read, in bytes: a bigger one is refused rather than read into memory.
  static let maximumImageBytes = 50_000_000

  let document: EmojiArtDocument
  let undoManager: UndoManager?
  /// Where it was dropped, in canvas points.
  let location: CGPoint
  /// The font size of emojis it adds.
  let emojiSize: CGFloat

  /// Starts loading what `providers` offer; returns whether one offered something the canvas takes.
  func perform(_ providers: [NSItemProvider]) -> Bool {
    if let file = providers.first(where: { $0.hasItemConformingToTypeIdentifier(UTType.fileURL.identifier) }) {
      file.loadObject(ofClass: URL.self) { [self] url, _ in
        guard let url, url.isFileURL else { return }
        setBackground(from: Self.readImageFile(url))
      }
      return true
    }
    if let image = providers.first(where: { $0.hasItemConformingToTypeIdentifier(UTType.image.identifier) }) {
      image.loadDataRepresentation(forTypeIdentifier: UTType.image.identifier) { [self] data, _ in
        guard let data, data.count <= Self.maximumImageBytes else { return }
        setBackground(from: data)
      }
      return true
    }
    if let text = providers.first(where: { $0.canLoadObject(ofClass: String.self) }) {
      text.loadObject(ofClass: String.self) { [self] string, _ in
        guard let string else { return }
        let emojis = string.emojis
        Task { @MainActor in addEmojis(emojis) }
      }
      return true
    }
    return false
  }

  /// The bytes of the image file at `url`, or `nil` when it is not a readable file of a sensible size.
  private static func readImageFile(_ url: URL) -> Data? {
    guard let size = try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize, size <= maximumImageBytes else {
      return nil
    }
    return try? Data(contentsOf: url)
  }

  /// Decodes `data` here, off the main thread, and sets it as the background on the main thread.
  private func setBackground(from data: Data?) {
    guard let data, let image = UIImage(data: data) else { return }
    Task { @MainActor in document.setBackground(imageData: data, decoded: image, undoManager: undoManager) }
  }

  /// Adds `emojis` side by side, centred on the drop location, as one change per emoji.
  @MainActor private func addEmojis(_ emojis: [String]) {
    let start = location.x - emojiSize * CGFloat(emojis.count - 1) / 2
    for (index, emoji) in emojis.enumerated() {
      let point = CGPoint(x: start + emojiSize * CGFloat(index), y: location.y)
      document.addEmoji(emoji, at: point, size: emojiSize, undoManager: undoManager)
    }
  }
}
