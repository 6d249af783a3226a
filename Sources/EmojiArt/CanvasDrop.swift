import Easel
import Foundation

/// A drop on the canvas, or a paste: an image file from a file manager, raw image data or a web address (a
/// browser's image or link) becomes the background, text adds its emojis where it was dropped (or, pasted, at the
/// centre of the view). Files are read and images decoded off the main thread, then handed to the document's
/// intents on it; the document fetches web addresses itself.
struct CanvasDrop: Sendable {
  /// Whether the items were dropped or pasted, which names the changes Edit ▸ Undo takes back.
  enum Kind: Sendable {
    case drop, paste

    /// The name of the change that sets the background.
    var backgroundActionName: String { self == .drop ? "Set Background" : "Paste Background" }
    /// The verb of the change that adds emojis: "Add Emojis", "Paste Emojis".
    var emojiVerb: String { self == .drop ? "Add" : "Paste" }
  }

  /// The types the canvas takes, the preferred first.
  static let contentTypes: [UTType] = [.fileURL, .image, .url, .plainText]
  /// The types a paste takes, the preferred first: the clipboard carries images as PNG or JPEG.
  static let pastedContentTypes: [UTType] = [.fileURL, .png, .jpeg, .url, .plainText]

  let document: EmojiArtDocument
  let undoManager: UndoManager?
  /// Where it was dropped, in canvas points.
  let location: CGPoint
  /// The font size of emojis it adds.
  let emojiSize: CGFloat
  var kind = Kind.drop
  /// Called with the ids of the emojis added, once they are.
  var onAdd: @MainActor @Sendable (Set<EmojiArt.Emoji.ID>) -> Void = { _ in }

  /// Starts loading what `providers` offer; returns whether one offered something the canvas takes.
  @MainActor func perform(_ providers: [NSItemProvider]) -> Bool {
    if let file = providers.first(where: { $0.hasItemConformingToTypeIdentifier(UTType.fileURL.identifier) }) {
      document.setBackgroundStatus(.loading)
      file.loadObject(ofClass: URL.self) { [self] url, _ in
        guard let url, url.isFileURL else { return fail("The dropped item is not a file on this computer.") }
        let name = "“\(url.lastPathComponent)”"
        guard let size = try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize else {
          return fail("\(name) could not be read.")
        }
        // Checked before reading, so a huge file is never read into memory.
        guard size <= BackgroundLoader.maximumBytes else { return fail("\(name) is larger than 50 MB.") }
        guard let data = try? Data(contentsOf: url) else { return fail("\(name) could not be read.") }
        setBackground(from: data, name: name)
      }
      return true
    }
    if let image = providers.first(where: { $0.hasItemConformingToTypeIdentifier(UTType.image.identifier) }) {
      document.setBackgroundStatus(.loading)
      image.loadDataRepresentation(forTypeIdentifier: UTType.image.identifier) { [self] data, _ in
        guard let data else { return fail("The dropped image could not be read.") }
        setBackground(from: data, name: "The dropped data")
      }
      return true
    }
    if let link = providers.first(where: { $0.hasItemConformingToTypeIdentifier(UTType.url.identifier) }) {
      link.loadObject(ofClass: URL.self) { [self] url, _ in
        if let url, url.isWebURL {
          Task { @MainActor in setBackground(url: url) }
        } else if link.canLoadObject(ofClass: String.self) {
          // Text that only looks like an address ("note: 🐶"), which the desktop offers as a URL too.
          loadText(from: link)
        } else {
          fail("The dropped link is not a web address.")
        }
      }
      return true
    }
    if let text = providers.first(where: { $0.canLoadObject(ofClass: String.self) }) {
      loadText(from: text)
      return true
    }
    return false
  }

  /// Loads the text `provider` offers: a web address becomes the background (a browser's link can come as text
  /// only), any other text adds its emojis.
  private func loadText(from provider: NSItemProvider) {
    provider.loadObject(ofClass: String.self) { [self] string, _ in
      guard let string else { return }
      if let url = URL(string: string.trimmingCharacters(in: .whitespacesAndNewlines)), url.isWebURL {
        Task { @MainActor in setBackground(url: url) }
        return
      }
      let emojis = string.emojis
      Task { @MainActor in addEmojis(emojis) }
    }
  }

  /// Decodes `data` here, off the main thread, and sets it as the background on the main thread; says why,
  /// naming the image `name`, when it cannot be.
  private func setBackground(from data: Data, name: String) {
    do {
      let image = try BackgroundLoader().image(from: data, name: name)
      Task { @MainActor in
        document.setBackground(
          imageData: data, decoded: image, actionName: kind.backgroundActionName, undoManager: undoManager)
      }
    } catch {
      fail(error.reason)
    }
  }

  @MainActor private func setBackground(url: URL) {
    document.setBackground(url: url, actionName: kind.backgroundActionName, undoManager: undoManager)
  }

  /// Tells the document, on the main thread, that the background was not set and why; the old one stays.
  private func fail(_ reason: String) {
    Task { @MainActor in document.setBackgroundStatus(.failed(reason)) }
  }

  /// Adds `emojis` side by side, centred on the drop location, as one change.
  @MainActor private func addEmojis(_ emojis: [String]) {
    // Text without emojis adds nothing and leaves the selection be: loads finish in any order, and an empty one
    // finishing after another paste must not empty the selection that paste made.
    guard !emojis.isEmpty else { return }
    let row = CopiedEmojis(row: emojis, centeredOn: location, size: emojiSize)
    let actionName = EmojiArtDocument.actionName(kind.emojiVerb, emojis.count)
    onAdd(document.addEmojis(row, actionName: actionName, undoManager: undoManager))
  }
}
