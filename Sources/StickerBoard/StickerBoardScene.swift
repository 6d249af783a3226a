import Easel

/// The Sticker Board app's scene: a window per board document, and the Board menu.
///
/// ```swift
/// @main struct StickerBoardApp: App {
///   var body: some Scene { StickerBoardScene() }
/// }
/// ```
public struct StickerBoardScene: Scene {
  /// Shared by the scene's editors and its commands.
  private let target: BoardCommandTarget

  /// The scene, whose Board menu acts through `commandTarget` (tests pass one to see the board it acts on).
  public init(commandTarget: BoardCommandTarget = BoardCommandTarget()) { target = commandTarget }

  public var body: some Scene {
    DocumentGroup(newDocument: { StickerBoardDocument() }) { configuration in
      StickerBoardView(document: configuration.document, fileURL: configuration.fileURL, commandTarget: target)
    }
    .defaultSize(width: 900, height: 640)
    .minimumSize(width: 780, height: 600)
    .commands { StickerBoardCommands(target: target) }
  }
}
