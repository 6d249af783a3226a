import CEaselShim
import CGtk
import Easel
import EaselCairo
import Foundation

extension App {
  /// Runs the app on the desktop: opens its windows and returns when the last one closes.
  /// Started by `easel-preview`, it renders the requested previews instead (``PreviewRenderHost``).
  public static func main() {
    MainActor.assumeIsolated {
      PreviewRenderHost.runIfRequested()
      GTKApplication.run(Self(), asTool: false)
    }
  }

  /// Runs the app as a tool's window (`easel-preview`): GTK is not given the command line, whose options the tool
  /// read and GApplication would refuse, and each run is its own instance, so that two tools of one kind (previews
  /// of two packages) each open their window rather than the second handing its launch to the first.
  package static func mainAsTool() {
    MainActor.assumeIsolated { GTKApplication.run(Self(), asTool: true) }
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
  /// The environment every window starts from: `openWindow`, `dismissWindow` and `openSettings` act on the app's
  /// scenes.
  static var environment = EnvironmentValues()
  /// The desktop's clipboard, which every window's views copy to and paste from; made once GTK has a display.
  static let clipboard = DesktopClipboard()
  /// The name the app's settings are kept under.
  private static var appName = "app"

  /// The windows of the app's window scenes (each holds the other weakly).
  private static var sceneWindows: SceneWindowController?
  private static var sceneWindowPresenter: GTKSceneWindows?

  static func run<A: App>(_ app: A, asTool: Bool) {
    // Easel draws every frame with Cairo, so GTK's Cairo renderer only has to show it; its GL renderer would first
    // set up OpenGL (about 100 ms on software GL) to composite one picture. A user's own choice stays.
    setenv("GSK_RENDERER", "cairo", 0)
    CairoPlatform.install()
    GTKURLOpener.install()
    // The desktop's dialogs and pickers reach every window's views through the environment.
    environment.fileDialogPresenter = GTKFileDialogPresenter()
    environment.emojiPicker = GTKEmojiPicker()
    environment.colorPanel = GTKColorPanel()
    // Start-up benchmarks time a launch to its first frame on screen; any app reports it with this variable.
    if ProcessInfo.processInfo.environment["EASEL_REPORT_FIRST_FRAME"] == "1" {
      PlatformServices.afterNextFrame { FileHandle.standardOutput.write(Data("first-frame\n".utf8)) }
    }
    let body = app.body
    let descriptions = windowDescriptions(of: body)
    let group = documentGroupDescriptions(of: body).first
    let name = String(describing: A.self).filter { $0.isLetter || $0.isNumber }
    appName = name
    // One instance per app, as GTK apps have it: a second launch registers the same name on the session bus and
    // hands its activation, or the files it was given, to the first, then exits. A document app takes files from
    // its command line and the file manager through GApplication's open signal. A tool's window is its own instance.
    let flags = GApplicationFlags(
      rawValue: (group == nil ? 0 : G_APPLICATION_HANDLES_OPEN.rawValue)
        | (asTool ? G_APPLICATION_NON_UNIQUE.rawValue : 0))
    guard let application = gtk_application_new("org.easel.\(name)", flags) else {
      FileHandle.standardError.write(Data("Could not start GTK.\n".utf8))
      exit(1)
    }
    let (scenes, presenter) = makeSceneWindows(
      descriptions, commands: appCommands(of: body, documents: group != nil), application: application, appName: name)
    let activate = SignalHandler<UnsafeMutablePointer<GtkApplication>> { application in
      if let cycles = WindowLifecycleCheck.requestedCycles {
        let hold = UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self)
        g_application_hold(hold)
        WindowLifecycleCheck.run(
          cycles: cycles, scenes: scenes, presenter: presenter, appName: name)
        g_application_release(hold)
        return
      }
      // Launched again while it runs, the app raises the window last used.
      if let active = gtk_application_get_active_window(application) {
        gtk_window_present(active)
        return
      }
      // As in SwiftUI, an app opens its document window, or else its first window group; `openWindow` opens the
      // others.
      if let group {
        if let documents = documentController(group, application: application), documents.windows.isEmpty {
          documents.newDocument()
        }
      } else {
        scenes.openLaunchWindow()
      }
    }
    let onActivate: @convention(c) (UnsafeMutablePointer<GtkApplication>?, gpointer?) -> Void = { application, data in
      MainActor.assumeIsolated {
        SignalHandler<UnsafeMutablePointer<GtkApplication>>.from(data).action(application!)
      }
    }
    connect(application, "activate", unsafeBitCast(onActivate, to: GCallback.self), activate.retainedPointer())
    // The desktop's settings are read once GTK is initialized (GtkApplication's own startup, which runs before
    // this handler) and followed while the app runs; the monitor lives as long as the connection.
    let desktop = DesktopSettingsMonitor()
    desktop.onChange = { settings in
      settings.apply(to: &environment)
      for host in windows.values { settings.apply(to: &host.graph.rootEnvironment) }
    }
    let startup = SignalHandler<UnsafeMutablePointer<GtkApplication>> { _ in
      desktop.start()
      desktop.settings.apply(to: &environment)
      // Code outside views (UIKit's pasteboard and screen) reaches the desktop through the platform services.
      PlatformServices.clipboard = clipboard
      PlatformServices.primaryScreen = GTKMonitors.primary()
    }
    connect(application, "startup", unsafeBitCast(onActivate, to: GCallback.self), startup.retainedPointer())
    if let group { connectOpen(application, group: group) }
    MainQueuePump.start()
    let status = g_application_run(
      UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self),
      asTool ? 1 : CommandLine.argc, CommandLine.unsafeArgv)
    MainQueuePump.stop()
    windows.removeAll()
    // Foundation on Linux writes user defaults only when asked: settings and scene storage changed through other
    // paths than `@AppStorage` are saved on quit.
    UserDefaults.standard.synchronize()
    g_object_unref(application)
    exit(exitStatus ?? status)
  }

  /// The controller of the app's window scenes, whose actions (`openWindow`, `openSettings`…) every window's
  /// environment gets, the document windows' too, and whose commands every menu bar shows.
  private static func makeSceneWindows(
    _ descriptions: [WindowDescription], commands appCommands: AppCommands,
    application: UnsafeMutablePointer<GtkApplication>, appName: String
  ) -> (SceneWindowController, GTKSceneWindows) {
    let presenter = GTKSceneWindows(application: application, appName: appName)
    let controller = SceneWindowController(
      descriptions, commands: appCommands, presenter: presenter,
      textEngine: PangoTextEngine.shared, environment: environment)
    controller.quit = { quit() }
    // A window's scene storage is the one the window of the same scene and number had in the last run.
    controller.sceneStorage = { key in .sceneStorage(appName: appName, window: key) }
    presenter.controller = controller
    (sceneWindows, sceneWindowPresenter) = (controller, presenter)
    commands = controller.commands
    environment = controller.environment
    return (controller, presenter)
  }

  /// The File commands and windows of a document app.
  private static var documents: DocumentController?
  private static var documentWindows: GTKDocumentWindows?

  /// The document app's controller, made with the first window it needs.
  private static func documentController(
    _ group: DocumentGroupDescription, application: UnsafeMutablePointer<GtkApplication>
  ) -> DocumentController? {
    if let documents { return documents }
    let windows = GTKDocumentWindows(application: application, group: group)
    let controller = DocumentController(
      group, commands: commands, presenter: windows, textEngine: PangoTextEngine.shared, environment: environment)
    controller.quit = { [weak controller] in controller?.requestCloseAll() }
    controller.sceneStorage = { file in .sceneStorage(appName: appName, window: file.standardizedFileURL.path) }
    windows.controller = controller
    (documents, documentWindows) = (controller, windows)
    return controller
  }

  /// Opens the files GApplication hands over (named on the command line, or opened from the file manager), each
  /// in its own window.
  private static func connectOpen(_ application: UnsafeMutablePointer<GtkApplication>, group: DocumentGroupDescription)
  {
    let open = SignalHandler<[URL]> { urls in
      documentController(group, application: application)?.open(urls)
    }
    let onOpen:
      @convention(c) (
        UnsafeMutablePointer<GtkApplication>?, UnsafeMutablePointer<OpaquePointer?>?, Int32, UnsafePointer<CChar>?,
        gpointer?
      ) -> Void = { _, files, count, _, data in
        var urls: [URL] = []
        for index in 0..<Int(max(0, count)) {
          guard let file = files?[index], let uri = g_file_get_uri(file) else { continue }
          if let url = URL(string: String(cString: uri)) { urls.append(url) }
          g_free(uri)
        }
        MainActor.assumeIsolated { SignalHandler<[URL]>.from(data).action(urls) }
      }
    connect(application, "open", unsafeBitCast(onOpen, to: GCallback.self), open.retainedPointer())
  }

  /// A status that overrides GTK's when the app quits (set by diagnostics).
  static var exitStatus: Int32?

  /// Quits the app: closes every window.
  static func quit() {
    g_application_quit(g_application_get_default())
  }
}

/// Runs what Swift queues on the main thread (the main dispatch queue, the main actor's jobs, the main run loop's
/// timers) from GLib's loop, which owns the main thread: a GLib source that wakes the loop only when the queue has
/// work or a timer is due (`easel_main_loop_attach_swift_source`), so an app at rest sleeps.
@MainActor
enum MainQueuePump {
  private static var source: guint = 0

  static func start() {
    guard source == 0 else { return }
    source = easel_main_loop_attach_swift_source()
  }

  static func stop() {
    guard source != 0 else { return }
    g_source_remove(source)
    source = 0
  }
}
