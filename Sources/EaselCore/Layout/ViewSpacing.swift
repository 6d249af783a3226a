import Foundation

/// The space a view prefers between itself and its neighbours, edge by edge.
///
/// A layout asks two neighbours for their spacing and puts ``distance(to:along:)`` between them. A view prefers the
/// default spacing on every edge; a `Spacer` prefers none (``zero``), so a stack puts nothing next to one. A container
/// carries the preferences of the views at its edges (``formUnion(_:edges:)``).
public struct ViewSpacing: Equatable, Sendable {
  private var top: CGFloat
  private var leading: CGFloat
  private var bottom: CGFloat
  private var trailing: CGFloat

  /// The default space between two views.
  package static let defaultDistance: CGFloat = 8

  private init(all value: CGFloat) { (top, leading, bottom, trailing) = (value, value, value, value) }

  /// A view's default spacing preferences.
  public init() { self.init(all: Self.defaultDistance) }

  /// A spacing that prefers no space on any edge.
  public static let zero = ViewSpacing(all: 0)

  /// Merges `other`'s preferences on `edges` into these: each edge keeps the larger of the two.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    if edges.contains(.top) { top = max(top, other.top) }
    if edges.contains(.leading) { leading = max(leading, other.leading) }
    if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
    if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
  }

  /// These preferences merged with `other`'s on `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var merged = self
    merged.formUnion(other, edges: edges)
    return merged
  }

  /// The space between this view and `next`, which follows it along `axis`: what both accept, so nothing next to a
  /// view that prefers no space.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    axis == .horizontal ? min(trailing, next.leading) : min(bottom, next.top)
  }
}
