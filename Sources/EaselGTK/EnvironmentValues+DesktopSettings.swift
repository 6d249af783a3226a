import Easel

private struct DesktopSettingsKey: EnvironmentKey { static let defaultValue: DesktopSettings? = nil }

extension EnvironmentValues {
  /// The desktop's settings these values were last given (`DesktopSettings.apply(to:)`), so that a window made
  /// from an older copy of the app's environment (a document window) takes the current ones.
  var desktopSettings: DesktopSettings? {
    get { self[DesktopSettingsKey.self] }
    set { self[DesktopSettingsKey.self] = newValue }
  }
}
