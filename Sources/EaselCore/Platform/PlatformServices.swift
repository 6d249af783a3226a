import Foundation
import Synchronization

/// The services the running platform provides to the framework.
public enum PlatformServices {
  /// The services image decoding reaches from any thread, set at start-up.
  private struct Installed {
    var decoder: (any ImageDecoder)?
    var encoder: (any ImageEncoder)?
    var urlOpener: (@Sendable (URL) -> Bool)?
    var symbolRenderer: (any SymbolRenderer)?
    var primaryScreen: PlatformScreen?
  }
  private static let installed = Mutex(Installed())

  /// The image decoder hosts install at start-up.
  public static var imageDecoder: (any ImageDecoder)? {
    get { installed.withLock { $0.decoder } }
    set { installed.withLock { $0.decoder = newValue } }
  }

  /// The image encoder hosts install at start-up, for `UIImage.pngData()` and `jpegData(compressionQuality:)`.
  public static var imageEncoder: (any ImageEncoder)? {
    get { installed.withLock { $0.encoder } }
    set { installed.withLock { $0.encoder = newValue } }
  }

  /// Draws views into bitmaps without a window, for ``ImageRenderer``; hosts install it at start-up.
  @MainActor public static var viewRasterizer: (any ViewRasterizer)?

  /// Opens a URL with the desktop's handler for its scheme (the browser for web links); returns whether it did.
  /// Hosts install it at start-up; `OpenURLAction`'s default action calls it.
  public static var urlOpener: (@Sendable (URL) -> Bool)? {
    get { installed.withLock { $0.urlOpener } }
    set { installed.withLock { $0.urlOpener = newValue } }
  }

  /// The desktop's primary monitor, which hosts install once they have a display; `nil` in headless hosts. UIKit's
  /// `UIScreen.main` reads it.
  public static var primaryScreen: PlatformScreen? {
    get { installed.withLock { $0.primaryScreen } }
    set { installed.withLock { $0.primaryScreen = newValue } }
  }

  /// The desktop's clipboard for code outside views (UIKit's `UIPasteboard.general`, AppKit's
  /// `NSPasteboard.general`), which desktop hosts install at start-up; views use their host's, in
  /// ``EnvironmentValues/clipboard``.
  @MainActor public static var clipboard: (any Clipboard)?

  /// The renderer of system symbols (`Image(systemName:)`) hosts install at start-up; without one, symbols draw
  /// nothing.
  public static var symbolRenderer: (any SymbolRenderer)? {
    get { installed.withLock { $0.symbolRenderer } }
    set { installed.withLock { $0.symbolRenderer = newValue } }
  }
}
