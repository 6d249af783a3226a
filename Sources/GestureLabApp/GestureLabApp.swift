import EaselGTK
import GestureLab

/// Gesture Lab on the desktop: the gesture examples and their callback trace in a window.
@main
struct GestureLabApp: App {
  var body: some Scene {
    WindowGroup("Gesture Lab") {
      GestureLabView()
    }
    .defaultSize(width: 900, height: 760)
  }
}
