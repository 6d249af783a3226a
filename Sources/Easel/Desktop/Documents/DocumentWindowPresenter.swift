import Foundation

/// What a host does for a ``DocumentController``: show, focus and close document windows, title them, and
/// remember recently used files.
@MainActor
public protocol DocumentWindowPresenter: AnyObject {
  /// Opens a window showing `window.graph`, titled `window.session.windowTitle`.
  func show(_ window: DocumentWindow)
  /// Brings the window of an already open document to the front.
  func focus(_ window: DocumentWindow)
  /// Closes the window (its session has ended).
  func close(_ window: DocumentWindow)
  /// The window's title changed (the document was saved, renamed or edited).
  func titleChanged(_ window: DocumentWindow)
  /// A document file was opened or saved: desktops list it among recent files.
  func noteRecentDocument(_ url: URL)
}
