import Foundation

/// Closes windows: `@Environment(\.dismissWindow) private var dismissWindow`, then `dismissWindow()` for the
/// window the view is in, or `dismissWindow(id: "auxiliary")` for the windows of a scene.
public struct DismissWindowAction: Sendable {
  let dismissCurrent: @MainActor @Sendable () -> Void
  let dismissScene: @MainActor @Sendable (_ id: String) -> Void

  /// An action that closes the current window with `current` and a scene's windows with `scene` (hosts make it;
  /// views read it from the environment).
  public init(
    current: @escaping @MainActor @Sendable () -> Void, scene: @escaping @MainActor @Sendable (_ id: String) -> Void
  ) {
    (dismissCurrent, dismissScene) = (current, scene)
  }

  /// Closes the window the view is in.
  @MainActor public func callAsFunction() { dismissCurrent() }

  /// Closes the window of the scene whose identifier is `id`: every open window of a window group, the one window
  /// of a `Window`. An id no open window has closes nothing.
  @MainActor public func callAsFunction(id: String) { dismissScene(id) }
}

private struct DismissWindowActionKey: EnvironmentKey {
  static var defaultValue: DismissWindowAction { DismissWindowAction(current: {}, scene: { _ in }) }
}

extension EnvironmentValues {
  /// Closes the app's windows; in a view hosted without an app it closes nothing.
  public var dismissWindow: DismissWindowAction {
    get { self[DismissWindowActionKey.self] }
    set { self[DismissWindowActionKey.self] = newValue }
  }
}
