import Foundation

/// One element of a window's accessibility tree as Easel keeps it: what assistive technologies will be told about
/// a view. `ViewGraph.accessibilityElements()` lists them, and tests find them by label or identifier.
public struct AccessibilityElement: Hashable, Sendable {
  /// What the element is called: its `accessibilityLabel`, else its text.
  public var label: String?
  /// Its current value: `accessibilityValue`.
  public var value: String?
  /// What using it does: `accessibilityHint`.
  public var hint: String?
  /// Its identifier for UI tests: `accessibilityIdentifier`.
  public var identifier: String?
  /// What kind of element it is.
  public var traits: AccessibilityTraits
  /// Where it is, in the window's coordinates.
  public var frame: CGRect
}
