import Foundation

/// Opens the app's `Settings` scene, or brings its window to the front: `@Environment(\.openSettings) private var
/// openSettings`, then `openSettings()`.
public struct OpenSettingsAction: Sendable {
  /// `nil` when the app has no settings scene.
  let open: (@MainActor @Sendable () -> Void)?

  /// An action that opens the settings window with `open` (hosts make it; views read it from the environment).
  public init(_ open: @escaping @MainActor @Sendable () -> Void) { self.open = open }

  /// An app without settings.
  init() { open = nil }

  /// Opens the settings window; without a `Settings` scene it opens nothing.
  @MainActor public func callAsFunction() { open?() }
}

private struct OpenSettingsActionKey: EnvironmentKey {
  static var defaultValue: OpenSettingsAction { OpenSettingsAction() }
}

extension EnvironmentValues {
  /// Opens the app's settings window; in an app without a `Settings` scene it opens nothing.
  public var openSettings: OpenSettingsAction {
    get { self[OpenSettingsActionKey.self] }
    set { self[OpenSettingsActionKey.self] = newValue }
  }
}
