import Easel

/// What a document window's canvas gives the Edit and File menus through focused values: Duplicate, Copy as Image
/// and Export as PNG….
@MainActor
public struct EmojiArtCanvasActions {
  /// Whether emojis are selected, to duplicate.
  let canDuplicate: Bool
  /// Whether the document has anything to draw: a background or emojis.
  let canExport: Bool
  /// Duplicates the selection beside it, and selects the copies.
  let duplicate: @MainActor () -> Void
  /// Puts the document's picture on the clipboard as PNG.
  let copyAsImage: @MainActor () -> Void
  /// Shows the save dialog for the document's picture at a scale (1 or 2 pixels per point).
  let export: @MainActor (_ scale: CGFloat) -> Void
}

private struct EmojiArtCanvasActionsKey: FocusedValueKey { typealias Value = EmojiArtCanvasActions }

extension FocusedValues {
  /// The canvas of the front document window, for the menus.
  public var emojiArtCanvas: EmojiArtCanvasActions? {
    get { self[EmojiArtCanvasActionsKey.self] }
    set { self[EmojiArtCanvasActionsKey.self] = newValue }
  }
}
