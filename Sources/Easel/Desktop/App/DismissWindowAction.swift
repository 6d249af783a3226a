import Foundation

/// Closes windows: `@Environment(\.dismissWindow) private var dismissWindow`, then `dismissWindow()` for the
/// window the view is in, or `dismissWindow(id: "auxiliary")` for the windows of a scene.
public struct DismissWindowAction: Sendable {
  let dismissCurrent: @MainActor @Sendable () -> Void
  let dismissScene: @MainActor @Sendable (_ id: String) -> Void
  /// Closes the windows presenting a value of a type, of the scene with an identifier when one is given.
  let dismissValue: @MainActor @Sendable (_ id: String?, _ value: AnyHashable, _ type: ObjectIdentifier) -> Void

  /// An action that closes the current window with `current` and a scene's windows with `scene` (hosts make it;
  /// views read it from the environment); it closes no window by its value.
  public init(
    current: @escaping @MainActor @Sendable () -> Void, scene: @escaping @MainActor @Sendable (_ id: String) -> Void
  ) {
    self.init(current: current, scene: scene, value: { _, _, _ in })
  }

  init(
    current: @escaping @MainActor @Sendable () -> Void, scene: @escaping @MainActor @Sendable (_ id: String) -> Void,
    value: @escaping @MainActor @Sendable (_ id: String?, _ value: AnyHashable, _ type: ObjectIdentifier) -> Void
  ) {
    (dismissCurrent, dismissScene, dismissValue) = (current, scene, value)
  }

  /// Closes the window the view is in.
  @MainActor public func callAsFunction() { dismissCurrent() }

  /// Closes the window of the scene whose identifier is `id`: every open window of a window group, the one window
  /// of a `Window`. An id no open window has closes nothing.
  @MainActor public func callAsFunction(id: String) { dismissScene(id) }

  /// Closes the window presenting `value` of the window groups that present values of its type.
  @MainActor public func callAsFunction<D: Codable & Hashable>(value: D) {
    dismissValue(nil, AnyHashable(value), ObjectIdentifier(D.self))
  }

  /// Closes the window presenting `value` of the window group whose identifier is `id`.
  @MainActor public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {
    dismissValue(id, AnyHashable(value), ObjectIdentifier(D.self))
  }
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
