import Foundation

/// Opens a window of one of the app's window groups: `@Environment(\.openWindow) private var openWindow`, then
/// `openWindow(id: "inspector")`.
public struct OpenWindowAction: Sendable {
  let open: @MainActor @Sendable (_ id: String) -> Void
  /// Opens a window presenting a value of a type, of the scene with an identifier when one is given.
  let openValue: @MainActor @Sendable (_ id: String?, _ value: AnyHashable, _ type: ObjectIdentifier) -> Void

  /// An action that opens windows by their scene's identifier with `open`, and none for values (hosts make it;
  /// views read it from the environment).
  public init(_ open: @escaping @MainActor @Sendable (_ id: String) -> Void) {
    self.init(open: open, openValue: { _, _, _ in })
  }

  init(
    open: @escaping @MainActor @Sendable (_ id: String) -> Void,
    openValue: @escaping @MainActor @Sendable (_ id: String?, _ value: AnyHashable, _ type: ObjectIdentifier) -> Void
  ) {
    (self.open, self.openValue) = (open, openValue)
  }

  /// Opens a new window of the window group whose `id` is `id`; an unknown id opens nothing.
  @MainActor public func callAsFunction(id: String) { open(id) }

  /// Opens a window presenting `value` of the first window group that presents values of its type
  /// (`WindowGroup(for:content:)`), or brings to the front the window of that group that presents an equal value.
  @MainActor public func callAsFunction<D: Codable & Hashable>(value: D) {
    openValue(nil, AnyHashable(value), ObjectIdentifier(D.self))
  }

  /// Opens a window presenting `value` of the window group whose identifier is `id`, or brings to the front the
  /// window of that group that presents an equal value.
  @MainActor public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {
    openValue(id, AnyHashable(value), ObjectIdentifier(D.self))
  }
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
