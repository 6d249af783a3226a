import Foundation

/// Whether an element is shown.
public enum Visibility: Hashable, CaseIterable, Sendable {
  /// The element's default visibility.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}
