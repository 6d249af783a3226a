import Foundation

/// What a ``SceneWindowController`` asks of a host: to show, focus and close the windows of the app's scenes. The
/// desktop makes GTK windows; a headless host keeps a list.
@MainActor
public protocol SceneWindowPresenter: AnyObject {
  /// Opens a window showing `window.graph` at `window.size`.
  func show(_ window: SceneWindow)
  /// Brings an open window to the front.
  func focus(_ window: SceneWindow)
  /// Closes the window; the controller has already let it go.
  func close(_ window: SceneWindow)
}
