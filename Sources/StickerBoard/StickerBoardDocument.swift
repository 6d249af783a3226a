import Easel
import Foundation

/// A board of emoji stickers over an optional background picture, stored as a `.stickers` JSON file.
///
/// Every change goes through a method that takes the window's undo manager and registers its undo under a name
/// ("Add Sticker", "Move Sticker"…), so Edit ▸ Undo says what it takes back and the document knows it is edited.
public final class StickerBoardDocument: ReferenceFileDocument {
  public typealias Snapshot = BoardSnapshot

  /// The stickers, bottom first.
  @Published public private(set) var stickers: [Sticker]
  /// The background picture as PNG data, or `nil` for the plain board.
  @Published public private(set) var background: Data?
  /// The background picture, decoded once when it is set rather than each time the board is drawn.
  public private(set) var backgroundImage: UIImage?

  public static var readableContentTypes: [UTType] { [.stickerBoard] }

  /// An empty board, or one with `snapshot`'s contents.
  public init(_ snapshot: BoardSnapshot = BoardSnapshot()) {
    stickers = snapshot.stickers
    background = snapshot.background
    backgroundImage = snapshot.background.flatMap { UIImage(data: $0) }
  }

  /// Reads a board from its JSON; a file that is not one is refused, and left as it is.
  public convenience init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
    self.init(try JSONDecoder().decode(BoardSnapshot.self, from: data))
    // A background that is not a picture would draw nothing, silently: say the file is damaged instead.
    if background != nil && backgroundImage == nil { throw CocoaError(.fileReadCorruptFile) }
  }

  public func snapshot(contentType: UTType) throws -> BoardSnapshot {
    BoardSnapshot(stickers: stickers, background: background)
  }

  public func fileWrapper(snapshot: BoardSnapshot, configuration: WriteConfiguration) throws -> FileWrapper {
    let encoder = JSONEncoder()
    // Sorted keys keep a saved board's file the same from save to save, which version control and diffs like.
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return FileWrapper(regularFileWithContents: try encoder.encode(snapshot))
  }

  // MARK: Changes

  /// The sticker with `id`, if it is on the board.
  public func sticker(_ id: Sticker.ID) -> Sticker? { stickers.first { $0.id == id } }

  /// Puts `sticker` on top of the others.
  public func add(_ sticker: Sticker, undoManager: UndoManager?) {
    change("Add Sticker", undoManager: undoManager) { $0.stickers.append(sticker) }
  }

  /// Moves the sticker with `id` so its centre is at `position`.
  public func move(_ id: Sticker.ID, to position: CGPoint, undoManager: UndoManager?) {
    guard let index = stickers.firstIndex(where: { $0.id == id }), stickers[index].position != position else {
      return
    }
    change("Move Sticker", undoManager: undoManager) { $0.stickers[index].position = position }
  }

  /// Puts copies pasted from the clipboard on top of the others.
  public func paste(_ pasted: [Sticker], undoManager: UndoManager?) {
    guard !pasted.isEmpty else { return }
    change(pasted.count == 1 ? "Paste Sticker" : "Paste Stickers", undoManager: undoManager) {
      $0.stickers += pasted
    }
  }

  /// Takes the sticker with `id` off the board.
  public func delete(_ id: Sticker.ID, undoManager: UndoManager?) {
    guard stickers.contains(where: { $0.id == id }) else { return }
    change("Delete Sticker", undoManager: undoManager) { $0.stickers.removeAll { $0.id == id } }
  }

  /// Takes every sticker and the background off the board.
  public func clear(undoManager: UndoManager?) {
    guard !stickers.isEmpty || background != nil else { return }
    change("Clear Board", undoManager: undoManager) { $0 = BoardSnapshot() }
  }

  /// Shows the PNG picture `png` behind the stickers; data the platform cannot decode is ignored, as it would draw
  /// nothing.
  public func setBackground(_ png: Data, undoManager: UndoManager?) {
    guard UIImage(data: png) != nil else { return }
    change("Paste Background", undoManager: undoManager) { $0.background = png }
  }

  /// Applies `edit` to the board and registers its undo as `actionName`. The undo restores the whole board as it
  /// was and registers the same again as its redo, so undo and redo always mirror each other.
  private func change(_ actionName: String, undoManager: UndoManager?, _ edit: (inout BoardSnapshot) -> Void) {
    var board = BoardSnapshot(stickers: stickers, background: background)
    edit(&board)
    replace(with: board, actionName: actionName, undoManager: undoManager)
  }

  private func replace(with board: BoardSnapshot, actionName: String, undoManager: UndoManager?) {
    let previous = BoardSnapshot(stickers: stickers, background: background)
    if board.background != background { backgroundImage = board.background.flatMap { UIImage(data: $0) } }
    stickers = board.stickers
    background = board.background
    undoManager?.registerUndo(withTarget: self) { [weak undoManager] document in
      document.replace(with: previous, actionName: actionName, undoManager: undoManager)
    }
    undoManager?.setActionName(actionName)
  }
}
