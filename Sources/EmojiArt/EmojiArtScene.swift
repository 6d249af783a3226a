import Easel

/// The EmojiArt app's scene: a window per `.emojiart` document, and the View menu; every window shares the
/// user's palettes.
///
/// ```swift
/// @main struct EmojiArtApp: App {
///   var body: some Scene { EmojiArtScene() }
/// }
/// ```
public struct EmojiArtScene: Scene {
  /// The palettes every window's strip shows and edits.
  let paletteStore: PaletteStore

  /// The scene, with the palettes saved in the user's data folder.
  @MainActor public init() { self.init(paletteStore: PaletteStore()) }

  /// The scene with the palettes of `paletteStore`.
  public init(paletteStore: PaletteStore) { self.paletteStore = paletteStore }

  public var body: some Scene {
    DocumentGroup(newDocument: { EmojiArtDocument() }) { configuration in
      EmojiArtDocumentView(document: configuration.document, fileURL: configuration.fileURL)
        .environmentObject(paletteStore)
    }
    .defaultSize(width: 1000, height: 700)
    .minimumSize(width: 480, height: 360)
    .maximumFileSize(EmojiArtDocument.maximumFileSize)
    .commands {
      EmojiArtCommands()
      EmojiArtEditCommands()
    }
  }
}
