import Foundation

/// Where a view with a `scrollTransition` is in its scroll view: coming in (or going out) at the top or leading
/// edge, in view, or at the bottom or trailing edge.
@frozen public enum ScrollTransitionPhase: Hashable, Sendable {
  /// The view is at the top (leading) edge, partly or wholly outside the visible region.
  case topLeading
  /// The view is in the visible region: the transition should leave it as it is.
  case identity
  /// The view is at the bottom (trailing) edge, partly or wholly outside the visible region.
  case bottomTrailing

  /// Whether this is the `identity` phase.
  public var isIdentity: Bool { self == .identity }

  /// −1 for `topLeading`, 0 for `identity`, 1 for `bottomTrailing`: a factor for effects that go opposite ways at
  /// the two edges.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}
