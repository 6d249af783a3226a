import Foundation

/// Opens a window of one of the app's window groups: `@Environment(\.openWindow) private var openWindow`, then
/// `openWindow(id: "inspector")`.
public struct OpenWindowAction: Sendable {
  let open: @MainActor @Sendable (_ id: String) -> Void

  /// An action that opens windows with `open` (hosts make it; views read it from the environment).
  public init(_ open: @escaping @MainActor @Sendable (_ id: String) -> Void) { self.open = open }

  /// Opens a new window of the window group whose `id` is `id`; an unknown id opens nothing.
  @MainActor public func callAsFunction(id: String) { open(id) }
}

private struct OpenWindowActionKey: EnvironmentKey {
  static var defaultValue: OpenWindowAction { OpenWindowAction { _ in } }
}

extension EnvironmentValues {
  /// Opens windows of the app's window groups; in a view hosted without an app it opens nothing.
  public var openWindow: OpenWindowAction {
    get { self[OpenWindowActionKey.self] }
    set { self[OpenWindowActionKey.self] = newValue }
  }
}
