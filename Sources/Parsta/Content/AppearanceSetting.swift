import Easel

/// Light, dark, or whatever the system uses.
public enum AppearanceSetting: String, CaseIterable, Codable, Sendable {
  case system
  case light
  case dark

  /// The scheme to force, or `nil` to follow the system.
  public var colorScheme: ColorScheme? {
    switch self {
    case .system: nil
    case .light: .light
    case .dark: .dark
    }
  }
}
