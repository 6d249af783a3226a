import Foundation

private struct SystemFontFamilyKey: EnvironmentKey { static let defaultValue: String? = nil }

extension EnvironmentValues {
  /// The family the system font's default design draws in: the desktop's interface font, which a desktop host
  /// reads from the desktop's settings; `nil` (fontconfig's `sans-serif`) elsewhere, so headless renderings do not
  /// depend on the machine's settings. SwiftUI has no such value: on Apple systems the system font is fixed.
  package var systemFontFamily: String? {
    get { self[SystemFontFamilyKey.self] }
    set { self[SystemFontFamilyKey.self] = newValue }
  }
}
