import Foundation

private struct TabPreferencesKey: EnvironmentKey { static let defaultValue: NavigationScreenModel? = nil }

extension EnvironmentValues {
  /// The preferences of the tab showing the view (whether it hides the tab bar), or `nil` outside tab views.
  var tabPreferences: NavigationScreenModel? {
    get { self[TabPreferencesKey.self] }
    set { self[TabPreferencesKey.self] = newValue }
  }
}
