import Easel
import Foundation

/// The view model of one EmojiArt document (the course's `EmojiArtDocument`), stored as a `.emojiart` file.
///
/// The views change the document only through its intents. Each takes the window's undo manager and registers its
/// undo under a name ("Add Emoji", "Move Emojis" …), so Edit ▸ Undo says what it takes back and the window knows
/// the document is edited.
public final class EmojiArtDocument: ReferenceFileDocument {
  public typealias Snapshot = EmojiArt

  /// The model, which the intents change and a save writes.
  @Published public private(set) var emojiArt: EmojiArt
  /// The background image, decoded once when the background is set rather than each time the canvas is drawn.
  public private(set) var backgroundImage: UIImage?

  /// Whether a dropped background is loading or failed; not part of the document, and not undone.
  @Published public private(set) var backgroundStatus = BackgroundStatus.idle

  /// How backgrounds are fetched; tests shorten its timeout and lower its byte limit.
  var backgroundLoader = BackgroundLoader()
  /// The fetch of a web background under way, which a newer one replaces.
  private var backgroundFetch: Task<Void, Never>?

  /// `.emojiart` files, and the PNG pictures EmojiArt exports, which carry their document.
  public static var readableContentTypes: [UTType] { [.emojiArt, .png] }
  /// Only `.emojiart` files: a document opened from a picture is saved as a document of its own, not over the
  /// picture.
  public static var writableContentTypes: [UTType] { [.emojiArt] }

  /// The largest document file EmojiArt opens: a few embedded backgrounds of the 50 MB a dropped one may have (as
  /// base64, a third larger) and many emojis fit; a larger file is refused before it is read into memory.
  public static let maximumFileSize = 200_000_000

  /// An empty document, or one with `emojiArt`'s contents. A background on the web is fetched in the background
  /// (``backgroundStatus`` says how that goes); the document is usable meanwhile.
  public init(_ emojiArt: EmojiArt = EmojiArt()) {
    self.emojiArt = emojiArt
    backgroundImage = emojiArt.background?.imageData.flatMap { UIImage(data: $0) }
    if case .url(let url) = emojiArt.background { fetchBackground(url, undoManager: nil) }
  }

  /// Reads a document from its JSON, or from the PNG picture it was exported as; a file that is neither is refused
  /// with the reason, and left as it is.
  public convenience init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
    self.init(try configuration.contentType == .png ? EmojiArt(png: data) : EmojiArt(json: data))
    // Background bytes that are not an image would draw nothing, silently: say the file is damaged instead.
    if emojiArt.background?.imageData != nil && backgroundImage == nil { throw EmojiArtError.unreadableBackground }
  }

  public func snapshot(contentType: UTType) throws -> EmojiArt { emojiArt }

  public func fileWrapper(snapshot: EmojiArt, configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: try snapshot.json())
  }

  /// The emojis, bottom first.
  public var emojis: [EmojiArt.Emoji] { emojiArt.emojis }

  /// Whether the document has neither a background nor emojis, so the canvas shows its hint.
  public var isEmpty: Bool { emojiArt.background == nil && emojiArt.emojis.isEmpty }

  // MARK: - Intents

  /// Adds `emoji` centred on `location` (points from the canvas's centre) at font size `size`; returns its id.
  @discardableResult
  public func addEmoji(_ emoji: String, at location: CGPoint, size: CGFloat, undoManager: UndoManager?)
    -> EmojiArt.Emoji.ID
  {
    var id = 0
    let size = EmojiArt.fontSize(size)
    change("Add Emoji", undoManager: undoManager) { art in
      id = art.addEmoji(emoji, x: Int(location.x.rounded()), y: Int(location.y.rounded()), size: size)
    }
    return id
  }

  /// Moves the emojis with `ids` by `offset` points of the canvas at zoom 1.
  public func moveEmojis(_ ids: Set<EmojiArt.Emoji.ID>, by offset: CGSize, undoManager: UndoManager?) {
    let (dx, dy) = (Int(offset.width.rounded()), Int(offset.height.rounded()))
    guard dx != 0 || dy != 0, emojis.contains(where: { ids.contains($0.id) }) else { return }
    change(ids.count == 1 ? "Move Emoji" : "Move Emojis", undoManager: undoManager) { art in
      for index in art.emojis.indices where ids.contains(art.emojis[index].id) {
        art.emojis[index].x += dx
        art.emojis[index].y += dy
      }
    }
  }

  /// How long after a nudge the next one still belongs to the same burst, in seconds.
  static let nudgeBurstInterval: TimeInterval = 1

  /// The last nudge, while the next one may continue its burst.
  private var lastNudge: (ids: Set<EmojiArt.Emoji.ID>, time: Date)?

  /// Moves the emojis with `ids` by `offset` as an arrow key does. A burst of nudges of the same emojis, each within
  /// ``nudgeBurstInterval`` of the one before and with no other change between, is one undo step: holding an
  /// arrow key down is one move.
  public func nudgeEmojis(
    _ ids: Set<EmojiArt.Emoji.ID>, by offset: CGSize, at time: Date = Date(), undoManager: UndoManager?
  ) {
    let continues =
      lastNudge.map { $0.ids == ids && time.timeIntervalSince($0.time) < Self.nudgeBurstInterval } ?? false
    // The burst's first nudge registered an undo to before the burst, and its redo is taken when it is undone:
    // the nudges after it only change the model.
    moveEmojis(ids, by: offset, undoManager: continues ? nil : undoManager)
    lastNudge = (ids, time)
  }

  /// Scales the font size of the emojis with `ids` by `scale`, keeping each at least 1 point.
  public func scaleEmojis(_ ids: Set<EmojiArt.Emoji.ID>, by scale: CGFloat, undoManager: UndoManager?) {
    guard scale > 0, scale != 1, emojis.contains(where: { ids.contains($0.id) }) else { return }
    change(ids.count == 1 ? "Resize Emoji" : "Resize Emojis", undoManager: undoManager) { art in
      for index in art.emojis.indices where ids.contains(art.emojis[index].id) {
        let size = (CGFloat(art.emojis[index].size) * scale).rounded(.toNearestOrEven)
        art.emojis[index].size = max(1, Int(size))
      }
    }
  }

  /// Takes the emojis with `ids` off the canvas.
  public func removeEmojis(_ ids: Set<EmojiArt.Emoji.ID>, undoManager: UndoManager?) {
    let count = emojis.filter { ids.contains($0.id) }.count
    guard count > 0 else { return }
    change(count == 1 ? "Delete Emoji" : "Delete Emojis", undoManager: undoManager) { art in
      art.emojis.removeAll { ids.contains($0.id) }
    }
  }

  /// Shows the image with the encoded bytes `data` behind the emojis, as a change named `actionName`. `decoded` is
  /// that image when the caller has decoded it already (off the main thread); otherwise it is decoded here. Bytes
  /// that are not an image are ignored and return false, as they would draw nothing.
  @discardableResult
  public func setBackground(
    imageData data: Data, decoded: UIImage? = nil, actionName: String = "Set Background", undoManager: UndoManager?
  ) -> Bool {
    guard let image = decoded ?? UIImage(data: data) else { return false }
    // A web background still on its way would replace this newer one when it came.
    backgroundFetch?.cancel()
    backgroundStatus = .idle
    change(actionName, undoManager: undoManager, image: image) { $0.background = .imageData(data) }
    return true
  }

  /// Fetches the image at `url` off the main thread and, once it has come and decoded, shows it behind the emojis,
  /// as a change named `actionName`; the document stores the address, not the bytes. A search result's link is
  /// followed to the image it names (its `imgurl`). Meanwhile ``backgroundStatus`` is `.loading`; a failure keeps
  /// the old background and says why.
  public func setBackground(url: URL, actionName: String = "Set Background", undoManager: UndoManager?) {
    fetchBackground(url.imageURL, actionName: actionName, undoManager: undoManager)
  }

  /// Fetches `url`, replacing any fetch under way; sets it as the background, or the model's own web background
  /// when it already is that, as it is when a document opens.
  private func fetchBackground(_ url: URL, actionName: String = "Set Background", undoManager: UndoManager?) {
    backgroundFetch?.cancel()
    backgroundStatus = .loading
    let loader = backgroundLoader
    backgroundFetch = Task { [weak self] in
      let result: Result<UIImage?, BackgroundLoader.Failure>
      do throws(BackgroundLoader.Failure) {
        result = .success(try await loader.image(at: url))
      } catch {
        result = .failure(error)
      }
      guard let self, !Task.isCancelled else { return }
      switch result {
      case .success(nil): backgroundStatus = .idle
      case .success(let image?): showBackground(url, image: image, actionName: actionName, undoManager: undoManager)
      case .failure(let failure): backgroundStatus = .failed(failure.reason)
      }
    }
  }

  /// Shows `image`, fetched from `url`: as a change when it is a new background, as the picture of the model's
  /// background when the document was opened with it.
  private func showBackground(_ url: URL, image: UIImage, actionName: String, undoManager: UndoManager?) {
    backgroundStatus = .idle
    if emojiArt.background == .url(url) {
      objectWillChange.send()
      backgroundImage = image
    } else {
      change(actionName, undoManager: undoManager, image: image) { $0.background = .url(url) }
    }
  }

  /// Notes that a background is being loaded, or that it failed and why, or that the failure was seen.
  public func setBackgroundStatus(_ status: BackgroundStatus) { backgroundStatus = status }

  /// Applies `edit` to the model and registers its undo as `actionName`. The undo restores the whole model as it
  /// was and registers the same again as its redo, so undo and redo always mirror each other.
  func change(
    _ actionName: String, undoManager: UndoManager?, image: UIImage? = nil, _ edit: (inout EmojiArt) -> Void
  ) {
    var art = emojiArt
    edit(&art)
    replace(with: art, image: image, actionName: actionName, undoManager: undoManager)
  }

  private func replace(with art: EmojiArt, image: UIImage?, actionName: String, undoManager: UndoManager?) {
    // Any change, an undo or a redo too, ends a burst of nudges: the next nudge is a step of its own.
    lastNudge = nil
    let (previous, previousImage) = (emojiArt, backgroundImage)
    if art.background != emojiArt.background {
      backgroundImage = image ?? art.background?.imageData.flatMap { UIImage(data: $0) }
    }
    emojiArt = art
    undoManager?.registerUndo(withTarget: self) { [weak undoManager] document in
      document.replace(with: previous, image: previousImage, actionName: actionName, undoManager: undoManager)
    }
    undoManager?.setActionName(actionName)
  }
}
