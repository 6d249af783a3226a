import Easel

/// Edit ▸ Duplicate (Ctrl+D) and Copy as Image (Shift+Ctrl+C), and File ▸ Export as PNG… (Ctrl+E) and Export as
/// PNG at 2×… (Shift+Ctrl+E), acting on the front window's canvas.
public struct EmojiArtEditCommands: Commands {
  @FocusedValue(\.emojiArtCanvas) private var canvas

  /// The commands.
  public init() {}

  public var body: some Commands {
    CommandGroup(after: .pasteboard) {
      Button("Duplicate") { canvas?.duplicate() }
        .keyboardShortcut("d")
        .disabled(!(canvas?.canDuplicate ?? false))
      Button("Copy as Image") { canvas?.copyAsImage() }
        .keyboardShortcut("c", modifiers: [.command, .shift])
        .disabled(!(canvas?.canExport ?? false))
    }
    CommandGroup(after: .importExport) {
      Button("Export as PNG…") { canvas?.export(1) }
        .keyboardShortcut("e")
        .disabled(!(canvas?.canExport ?? false))
      Button("Export as PNG at 2×…") { canvas?.export(2) }
        .keyboardShortcut("e", modifiers: [.command, .shift])
        .disabled(!(canvas?.canExport ?? false))
    }
  }
}
