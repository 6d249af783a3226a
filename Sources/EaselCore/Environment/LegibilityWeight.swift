/// Whether the user asked for bold text: `@Environment(\.legibilityWeight)`.
public enum LegibilityWeight: Hashable, Sendable {
  /// Text at its usual weight.
  case regular
  /// Bolder text.
  case bold
}
