/// The level of a heading, for screen readers that move from heading to heading.
public enum AccessibilityHeadingLevel: Int, Hashable, Sendable {
  /// A heading whose level is not given.
  case unspecified = 0
  /// A first-level heading: the title of a screen.
  case h1
  /// A second-level heading.
  case h2
  /// A third-level heading.
  case h3
  /// A fourth-level heading.
  case h4
  /// A fifth-level heading.
  case h5
  /// A sixth-level heading.
  case h6
}
