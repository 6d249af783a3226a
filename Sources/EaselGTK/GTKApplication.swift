import CGtk
import Easel
import EaselCairo
import Foundation

extension App {
  /// Runs the app on the desktop: opens its windows and returns when the last one closes.
  public static func main() {
    MainActor.assumeIsolated { GTKApplication.run(Self()) }
  }
}

/// The GTK 4 application behind an `App`: its life cycle, its windows, and the Swift main queue pumped from the
/// GLib loop (without that, `Task { @MainActor }` and `DispatchQueue.main.async` would never run).
@MainActor
enum GTKApplication {
  /// The windows that are open, kept alive until GTK destroys them.
  static var windows: [ObjectIdentifier: WindowHost] = [:]
  /// The commands of the app's menu bar, the same in every window.
  static var commands = AppCommands.none

  /// Opens a window of `description`.
  static func openWindow(
    _ description: WindowDescription, application: UnsafeMutablePointer<GtkApplication>, appName: String
  ) {
    let host = WindowHost(description: description, application: application, appName: appName)
    windows[ObjectIdentifier(host)] = host
  }

  static func run<A: App>(_ app: A) {
    CairoPlatform.install()
    GTKURLOpener.install()
    GTKFileDialogPresenter.install()
    let descriptions = windowDescriptions(of: app.body)
    commands = appCommands(of: app.body)
    let name = String(describing: A.self).filter { $0.isLetter || $0.isNumber }
    guard let application = gtk_application_new("org.easel.\(name)", G_APPLICATION_NON_UNIQUE) else {
      FileHandle.standardError.write(Data("Could not start GTK.\n".utf8))
      exit(1)
    }
    let activate = SignalHandler<UnsafeMutablePointer<GtkApplication>> { application in
      if let cycles = WindowLifecycleCheck.requestedCycles {
        let hold = UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self)
        g_application_hold(hold)
        WindowLifecycleCheck.run(cycles: cycles, descriptions: descriptions, application: application, appName: name)
        g_application_release(hold)
        return
      }
      for description in descriptions { openWindow(description, application: application, appName: name) }
    }
    let onActivate: @convention(c) (UnsafeMutablePointer<GtkApplication>?, gpointer?) -> Void = { application, data in
      MainActor.assumeIsolated {
        SignalHandler<UnsafeMutablePointer<GtkApplication>>.from(data).action(application!)
      }
    }
    connect(application, "activate", unsafeBitCast(onActivate, to: GCallback.self), activate.retainedPointer())
    MainQueuePump.start()
    let status = g_application_run(
      UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self), CommandLine.argc,
      CommandLine.unsafeArgv)
    MainQueuePump.stop()
    windows.removeAll()
    g_object_unref(application)
    exit(exitStatus ?? status)
  }

  /// A status that overrides GTK's when the app quits (set by diagnostics).
  static var exitStatus: Int32?

  /// Quits the app: closes every window.
  static func quit() {
    g_application_quit(g_application_get_default())
  }
}

/// Runs what Swift queued on the main dispatch queue, from a GLib timeout: the GLib loop owns the main thread,
/// and only a run loop turn drains the main queue on Linux.
@MainActor
enum MainQueuePump {
  private static var source: guint = 0

  static func start() {
    guard source == 0 else { return }
    let pump: @convention(c) (gpointer?) -> gboolean = { _ in
      _ = RunLoop.main.run(mode: .default, before: Date())
      return 1
    }
    source = g_timeout_add(8, pump, nil)
  }

  static func stop() {
    guard source != 0 else { return }
    g_source_remove(source)
    source = 0
  }
}
