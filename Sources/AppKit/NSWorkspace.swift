import Easel
import Foundation

/// The desktop's services for the app, as AppKit's `NSWorkspace`: opening URLs and files with their handlers.
public final class NSWorkspace: Sendable {
  /// The desktop.
  public static let shared = NSWorkspace()

  private init() {}

  /// Opens `url` with the desktop's handler for its scheme or file type; returns whether a handler took it.
  @discardableResult
  public func open(_ url: URL) -> Bool { PlatformServices.urlOpener?(url) ?? false }

  /// Shows files in the file manager (opens the folder of the first one).
  public func activateFileViewerSelecting(_ fileURLs: [URL]) {
    guard let folder = fileURLs.first?.deletingLastPathComponent() else { return }
    open(folder)
  }
}
