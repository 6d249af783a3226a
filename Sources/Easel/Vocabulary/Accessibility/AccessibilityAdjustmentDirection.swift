/// Which way an adjustable element (a slider, a stepper, `accessibilityAdjustableAction`) is asked to move.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  /// Up: a larger value.
  case increment
  /// Down: a smaller value.
  case decrement
}
