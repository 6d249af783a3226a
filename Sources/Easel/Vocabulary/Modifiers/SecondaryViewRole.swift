import Foundation

/// What a secondary view is to its content.
enum SecondaryViewRole: Equatable {
  /// Drawn behind the content.
  case background
  /// Drawn in front of the content.
  case overlay
  /// Not drawn itself: the content shows where it is.
  case mask
}
