import Easel

/// What a document window gives the menus through focused values: its document, and its canvas's zoom actions.
@MainActor
public struct EmojiArtFocus {
  /// The front window's document.
  public let document: EmojiArtDocument
  /// Zooms in one step.
  let zoomIn: @MainActor () -> Void
  /// Zooms out one step.
  let zoomOut: @MainActor () -> Void
  /// Fits the background (or, without one, the emojis) in the window, animated.
  let zoomToFit: @MainActor () -> Void
}

private struct EmojiArtFocusKey: FocusedValueKey { typealias Value = EmojiArtFocus }

extension FocusedValues {
  /// The document window in front, for the menus.
  public var emojiArt: EmojiArtFocus? {
    get { self[EmojiArtFocusKey.self] }
    set { self[EmojiArtFocusKey.self] = newValue }
  }
}
