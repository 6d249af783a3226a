import Foundation

/// The visibility of a user interface element, chosen automatically by default.
public enum Visibility: Hashable, CaseIterable, Sendable {
  /// The element is shown or hidden as the context decides.
  case automatic
  /// The element is shown.
  case visible
  /// The element is hidden.
  case hidden
}
