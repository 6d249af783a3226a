import Foundation

/// Whether a piece of interface (a dialog's title, a bar) is shown.
public enum Visibility: Hashable, CaseIterable, Sendable {
  /// Shown or hidden as the context suits.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}
