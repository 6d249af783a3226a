import Easel

/// The View menu: Zoom In (Ctrl+=), Zoom Out (Ctrl+-) and Zoom to Fit (Ctrl+0), acting on the front window's
/// canvas.
public struct EmojiArtCommands: Commands {
  @FocusedValue(\.emojiArt) private var canvas

  /// The View menu.
  public init() {}

  public var body: some Commands {
    CommandMenu("View") {
      Button("Zoom In") { canvas?.zoomIn() }
        .keyboardShortcut("=")
        .disabled(canvas == nil)
      Button("Zoom Out") { canvas?.zoomOut() }
        .keyboardShortcut("-")
        .disabled(canvas == nil)
      Button("Zoom to Fit") { canvas?.zoomToFit() }
        .keyboardShortcut("0")
        .disabled(canvas == nil)
    }
  }
}
