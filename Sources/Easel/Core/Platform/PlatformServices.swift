import Foundation

/// The services the running platform provides to the framework.
public enum PlatformServices {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var installedDecoder: (any ImageDecoder)?
  nonisolated(unsafe) private static var installedURLOpener: (@Sendable (URL) -> Bool)?
  nonisolated(unsafe) private static var installedSymbolRenderer: (any SymbolRenderer)?
  nonisolated(unsafe) private static var installedEncoder: (any ImageEncoder)?

  /// The image decoder hosts install at start-up.
  public static var imageDecoder: (any ImageDecoder)? {
    get { lock.withLock { installedDecoder } }
    set { lock.withLock { installedDecoder = newValue } }
  }

  /// The image encoder hosts install at start-up, for `UIImage.pngData()` and `jpegData(compressionQuality:)`.
  public static var imageEncoder: (any ImageEncoder)? {
    get { lock.withLock { installedEncoder } }
    set { lock.withLock { installedEncoder = newValue } }
  }

  /// Draws views into bitmaps without a window, for ``ImageRenderer``; hosts install it at start-up.
  @MainActor public static var viewRasterizer: (any ViewRasterizer)?

  /// The clipboard text fields and copy and paste commands use: the desktop's in a window, an in-memory one
  /// otherwise.
  @MainActor public static var clipboard: any Clipboard = InMemoryClipboard()

  /// Shows open and save dialogs: the desktop's in a window, a test's scripted answers in `ViewHost`. Hosts install
  /// it at start-up; `fileImporter`, `fileMover` and the document layer ask it through
  /// ``presentFileDialog(_:completion:)``.
  @MainActor public static var fileDialogPresenter: (any FileDialogPresenter)?

  /// Shows the emoji picker text fields open with Ctrl+. and Ctrl+;: the desktop's in a window, a test's scripted
  /// picks in `ViewHost`. Hosts install it at start-up.
  @MainActor public static var emojiPicker: (any EmojiPicker)?

  /// The colour chooser color pickers open; hosts install theirs. Without one, a color picker offers swatches.
  @MainActor public static var colorPanel: (any ColorPanel)?

  /// Opens a URL with the desktop's handler for its scheme (the browser for web links); returns whether it did.
  /// Hosts install it at start-up; `OpenURLAction`'s default action calls it.
  public static var urlOpener: (@Sendable (URL) -> Bool)? {
    get { lock.withLock { installedURLOpener } }
    set { lock.withLock { installedURLOpener = newValue } }
  }

  /// The renderer of system symbols (`Image(systemName:)`) hosts install at start-up; without one, symbols draw
  /// nothing.
  public static var symbolRenderer: (any SymbolRenderer)? {
    get { lock.withLock { installedSymbolRenderer } }
    set { lock.withLock { installedSymbolRenderer = newValue } }
  }
}
