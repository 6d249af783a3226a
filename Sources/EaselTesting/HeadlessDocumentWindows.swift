import Easel
import Foundation

/// The document windows of a headless document app: it keeps the windows a `DocumentController` shows, in the
/// order they opened, and those it closed.
@MainActor
public final class HeadlessDocumentWindows: DocumentWindowPresenter {
  /// The windows open now, oldest first.
  public private(set) var open: [DocumentWindow] = []
  /// The window brought forward last (a new one, or one whose document was opened again).
  public private(set) var focused: DocumentWindow?
  /// The files noted as recently used, oldest first.
  public private(set) var recentDocuments: [URL] = []

  /// No windows yet.
  public init() {}

  public func show(_ window: DocumentWindow) {
    open.append(window)
    focused = window
  }

  public func focus(_ window: DocumentWindow) { focused = window }

  public func close(_ window: DocumentWindow) {
    open.removeAll { $0 === window }
    if focused === window { focused = open.last }
  }

  public func titleChanged(_ window: DocumentWindow) {}

  public func noteRecentDocument(_ url: URL) { recentDocuments.append(url) }
}
