import ControlCatalog
import EaselGTK

/// The control catalog on the desktop: every Easel control in one window.
@main
struct ControlCatalogApp: App {
  var body: some Scene {
    WindowGroup("Easel Controls") {
      CatalogView()
    }
    .defaultSize(width: 980, height: 720)
  }
}
