/// Whether the user asked for more contrast between colors: `@Environment(\.colorSchemeContrast)`.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
  /// The usual contrast.
  case standard
  /// More contrast.
  case increased
}
