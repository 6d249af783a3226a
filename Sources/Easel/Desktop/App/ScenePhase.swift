import Foundation

/// Whether a scene is in use: `@Environment(\.scenePhase)`. On the desktop a window is active while it has the
/// keyboard focus, inactive while another window has it, and in the background while it is minimized or hidden.
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// Not shown: minimized, hidden, or on another workspace.
  case background
  /// Shown, but another window has the keyboard focus.
  case inactive
  /// Shown with the keyboard focus.
  case active
}

private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }

extension EnvironmentValues {
  /// The phase of the window the view is in; hosts keep it current.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}
