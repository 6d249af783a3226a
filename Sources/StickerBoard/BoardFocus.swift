import Easel

/// What a board's window gives the Board menu through focused values: the board, and its window's actions.
@MainActor
public struct BoardFocus {
  /// The front window's board.
  public let document: StickerBoardDocument
  /// The window's undo history, which Clear Board records in.
  let undoManager: UndoManager?
  /// Shows the window's Export save dialog.
  let export: @MainActor () -> Void

  /// Whether the board has anything to clear.
  var canClear: Bool { !document.stickers.isEmpty || document.background != nil }

  /// Board ▸ Clear Board: removes every sticker and the background, as one change that Undo takes back.
  func clear() { document.clear(undoManager: undoManager) }
}

private struct BoardFocusKey: FocusedValueKey { typealias Value = BoardFocus }

extension FocusedValues {
  /// The board of the front window, for the Board menu.
  public var board: BoardFocus? {
    get { self[BoardFocusKey.self] }
    set { self[BoardFocusKey.self] = newValue }
  }
}
