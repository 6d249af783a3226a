import Foundation

/// Where the app asked a scroll view to scroll: the position behind `ScrollPosition` and `scrollPosition(id:)`.
enum ScrollPositionTarget: Equatable {
  /// The view with an identity, its anchor point at the same point of the scroll view (top-leading when nil).
  case view(AnyHashable, anchor: UnitPoint?)
  /// An edge of the content.
  case edge(Edge)
  /// A content offset; a nil coordinate keeps the current one.
  case offset(x: CGFloat?, y: CGFloat?)
}
