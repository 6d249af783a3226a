import Foundation

private struct SystemFontFamilyKey: EnvironmentKey { static let defaultValue: String? = nil }
private struct SystemAccentColorKey: EnvironmentKey { static let defaultValue: Color.Resolved? = nil }

// What a desktop host reads from the desktop's settings beyond SwiftUI's environment values; `nil` elsewhere, so
// that headless renderings do not depend on the machine's settings. SwiftUI has no such values: on Apple systems
// the system font is fixed, and the accent colour is read by `Color.accentColor` itself.
extension EnvironmentValues {
  /// The family the system font's default design draws in: the desktop's interface font, or `nil` for
  /// fontconfig's `sans-serif`.
  package var systemFontFamily: String? {
    get { self[SystemFontFamilyKey.self] }
    set { self[SystemFontFamilyKey.self] = newValue }
  }

  /// The desktop's accent colour, which `Color.accentColor` takes, or `nil` for SwiftUI's blue.
  package var systemAccentColor: Color.Resolved? {
    get { self[SystemAccentColorKey.self] }
    set { self[SystemAccentColorKey.self] = newValue }
  }
}
