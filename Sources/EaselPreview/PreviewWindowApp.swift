import EaselGTK
import EaselPreviewWindow

/// The preview window: an Easel app of one window, which the session fills.
struct PreviewWindowApp: App {
  /// The session `main.swift` made from the command line, before the app starts.
  static var session: PreviewSession?

  var body: some Scene {
    WindowGroup("Previews") {
      if let session = Self.session { PreviewWindow(session: session) }
    }
    .defaultSize(width: 1000, height: 760)
  }
}
