import Easel

/// The Sticker Board app's scene: a window per board document, and the Board menu.
///
/// ```swift
/// @main struct StickerBoardApp: App {
///   var body: some Scene { StickerBoardScene() }
/// }
/// ```
public struct StickerBoardScene: Scene {
  /// The scene.
  public init() {}

  public var body: some Scene {
    DocumentGroup(newDocument: { StickerBoardDocument() }) { configuration in
      StickerBoardView(document: configuration.document, fileURL: configuration.fileURL)
    }
    .defaultSize(width: 900, height: 640)
    .minimumSize(width: 780, height: 600)
    .commands { StickerBoardCommands() }
  }
}
