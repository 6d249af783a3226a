import CGtk
import Easel
import Foundation

/// The windows of an app's window scenes on the desktop: a GTK window each, titled after its scene, which tells
/// the controller when the user closes it.
@MainActor
final class GTKSceneWindows: SceneWindowPresenter {
  private let application: UnsafeMutablePointer<GtkApplication>
  private let appName: String
  private var hosts: [ObjectIdentifier: WindowHost] = [:]
  /// The controller whose windows these are.
  weak var controller: SceneWindowController?

  init(application: UnsafeMutablePointer<GtkApplication>, appName: String) {
    (self.application, self.appName) = (application, appName)
  }

  func show(_ window: SceneWindow) {
    // A preferences window stays above the window it was opened from, as GNOME apps' do.
    let parent = window.description.kind == .settings ? gtk_application_get_active_window(application) : nil
    let host = WindowHost(
      title: window.title(appName: appName), defaultSize: window.size, minimumSize: window.description.minimumSize,
      application: application,
      onDestroy: { [weak self, weak window] in
        guard let self, let window else { return }
        hosts[ObjectIdentifier(window)] = nil
        controller?.windowClosed(window)
      }
    ) { _ in window.graph }
    if let parent { host.setTransient(for: parent) }
    hosts[ObjectIdentifier(window)] = host
    GTKApplication.windows[ObjectIdentifier(host)] = host
  }

  func focus(_ window: SceneWindow) { hosts[ObjectIdentifier(window)]?.present() }

  func close(_ window: SceneWindow) { hosts.removeValue(forKey: ObjectIdentifier(window))?.destroy() }

  /// The GTK window showing `window`, while it is open.
  func host(of window: SceneWindow) -> WindowHost? { hosts[ObjectIdentifier(window)] }
}
