import CGtk
import Easel
import EaselCairo
import Foundation

/// The document windows of a document app on the desktop: a GTK window per document, titled after it, whose close
/// button asks the controller (unsaved changes), and the files it opens or saves in GTK's recent files.
@MainActor
final class GTKDocumentWindows: DocumentWindowPresenter {
  private let application: UnsafeMutablePointer<GtkApplication>
  private let group: DocumentGroupDescription
  private var hosts: [ObjectIdentifier: WindowHost] = [:]
  /// The controller whose windows these are; it asks to close them.
  weak var controller: DocumentController?

  init(application: UnsafeMutablePointer<GtkApplication>, group: DocumentGroupDescription) {
    (self.application, self.group) = (application, group)
  }

  func show(_ window: DocumentWindow) {
    let host = WindowHost(
      title: window.session.windowTitle, defaultSize: group.defaultSize, minimumSize: group.minimumSize,
      application: application,
      onCloseRequest: { [weak self, weak window] in
        if let window { self?.controller?.requestClose(window) }
      }
    ) { _ in window.graph }
    hosts[ObjectIdentifier(window)] = host
    GTKApplication.windows[ObjectIdentifier(host)] = host
  }

  func focus(_ window: DocumentWindow) { hosts[ObjectIdentifier(window)]?.present() }

  func close(_ window: DocumentWindow) { hosts.removeValue(forKey: ObjectIdentifier(window))?.destroy() }

  func titleChanged(_ window: DocumentWindow) { hosts[ObjectIdentifier(window)]?.title = window.session.windowTitle }

  func noteRecentDocument(_ url: URL) {
    guard let manager = gtk_recent_manager_get_default() else { return }
    gtk_recent_manager_add_item(manager, url.absoluteString)
  }
}
