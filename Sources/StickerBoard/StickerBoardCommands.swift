import Easel

/// The Board menu: Clear Board, and Export as PNG… (Ctrl+E), acting on the board the user worked in last.
public struct StickerBoardCommands: Commands {
  let target: BoardCommandTarget

  /// The commands acting on `target`'s board.
  public init(target: BoardCommandTarget) { self.target = target }

  public var body: some Commands {
    CommandMenu("Board") {
      Button("Clear Board") { target.clearBoard() }
        .disabled(!target.canClear)
      Divider()
      Button("Export as PNG…") { target.exportBoard() }
        .keyboardShortcut("e")
        .disabled(target.document == nil)
    }
  }
}
