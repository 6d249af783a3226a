import Easel

/// The EmojiArt app's scene: a window per `.emojiart` document, and the View menu.
///
/// ```swift
/// @main struct EmojiArtApp: App {
///   var body: some Scene { EmojiArtScene() }
/// }
/// ```
public struct EmojiArtScene: Scene {
  /// The scene.
  public init() {}

  public var body: some Scene {
    DocumentGroup(newDocument: { EmojiArtDocument() }) { configuration in
      EmojiArtDocumentView(document: configuration.document)
    }
    .defaultSize(width: 1000, height: 700)
    .minimumSize(width: 480, height: 360)
    .commands { EmojiArtCommands() }
  }
}
