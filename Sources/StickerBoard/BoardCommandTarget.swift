import Easel
import Foundation

/// The board the Board menu's commands act on: the one whose window the user worked in last.
///
/// SwiftUI apps reach the front window's document from their commands with `@FocusedObject` and
/// `focusedSceneObject(_:)`; Easel has no focused values yet, so each editor makes itself the target when its
/// window opens and whenever the user clicks in its board or palette. When that window closes, the board worked in
/// before it is the target again.
@MainActor
public final class BoardCommandTarget {
  /// One editor's board, without keeping its window alive.
  private struct Board {
    weak var document: StickerBoardDocument?
    weak var undoManager: UndoManager?
    /// Shows the window's Export save dialog.
    let export: @MainActor () -> Void
  }

  /// The boards of the open windows, the one worked in last at the end.
  private var boards: [Board] = []

  /// No board yet.
  public init() {}

  private var board: Board? { boards.last { $0.document != nil } }

  /// The document the commands act on, if one is open.
  public var document: StickerBoardDocument? { board?.document }

  /// Makes the board of `document` (recording undo with `undoManager`) the one commands act on; `export` shows
  /// its window's Export dialog.
  func activate(
    _ document: StickerBoardDocument, undoManager: UndoManager?, export: @escaping @MainActor () -> Void
  ) {
    boards.removeAll { $0.document == nil || $0.document === document }
    boards.append(Board(document: document, undoManager: undoManager, export: export))
  }

  /// Whether the board has anything to clear.
  var canClear: Bool { document.map { !$0.stickers.isEmpty || $0.background != nil } ?? false }

  /// Board ▸ Clear Board: removes every sticker and the background, as one change that Undo takes back.
  public func clearBoard() {
    guard let board, let document = board.document else { return }
    document.clear(undoManager: board.undoManager)
  }

  /// Board ▸ Export as PNG…: the board's window asks where (a save dialog over it), then writes the picture there.
  public func exportBoard() { board?.export() }
}
