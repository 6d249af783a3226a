import Easel

/// The Board menu: Clear Board, and Export as PNG… (Ctrl+E), acting on the front window's board.
public struct StickerBoardCommands: Commands {
  @FocusedValue(\.board) private var board

  /// The Board menu.
  public init() {}

  public var body: some Commands {
    CommandMenu("Board") {
      Button("Clear Board") { board?.clear() }
        .disabled(!(board?.canClear ?? false))
      Divider()
      Button("Export as PNG…") { board?.export() }
        .keyboardShortcut("e")
        .disabled(board == nil)
    }
  }
}
