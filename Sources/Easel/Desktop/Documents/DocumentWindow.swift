import Foundation

/// One document's window: its session and the view graph that shows its editor below the app's menu bar.
@MainActor
public final class DocumentWindow {
  /// The open document.
  public let session: DocumentSession
  /// The window's views: the editor, the menu bar and the window's alerts.
  public let graph: ViewGraph

  init(session: DocumentSession, graph: ViewGraph) { (self.session, self.graph) = (session, graph) }

  /// Shows `alert` in the window.
  func show(_ alert: WindowAlert) { graph.windowAlerts?.show(alert) }
}
