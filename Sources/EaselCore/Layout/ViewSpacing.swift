import Foundation

/// The space a view prefers between itself and its neighbours, edge by edge and by kind of neighbour.
///
/// A layout asks two neighbours for their spacing and puts ``distance(to:along:)`` between them. Most views state
/// nothing of their own, so two of them are the default 8 points apart. Text states its distances on its top and
/// bottom edges from its font: none toward other text, whose lines then follow each other as the lines of one
/// text do, and distances to the views above and below it. A `Spacer` prefers no space along its stack (``zero``
/// outside one), padding gives the padded edges a plain view's preferences, and a container carries the preferences
/// of the views at its edges (``formUnion(_:edges:)``): a stack of text is spaced as text.
public struct ViewSpacing: Equatable, Sendable {
  private var top: EdgeSpacing
  private var bottom: EdgeSpacing
  /// The distance the leading edge asks of any neighbour. Kinds of neighbour matter only above and below text,
  /// which Easel lays out in horizontal lines.
  private var leading: CGFloat?
  private var trailing: CGFloat?

  /// The space between two views that state nothing about each other.
  package static let defaultDistance: CGFloat = 8

  private init(top: EdgeSpacing, leading: CGFloat?, bottom: EdgeSpacing, trailing: CGFloat?) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }

  /// A plain view's spacing preferences: its top and bottom edges take no share of the distance to text, which
  /// decides it; toward other views it leaves the default distance.
  public init() {
    self.init(top: EdgeSpacing(belowText: 0), leading: nil, bottom: EdgeSpacing(aboveText: 0), trailing: nil)
  }

  /// A spacing that prefers no space on any edge, whatever the neighbour: an empty view's.
  public static let zero = ViewSpacing(top: EdgeSpacing(any: 0), leading: 0, bottom: EdgeSpacing(any: 0), trailing: 0)

  /// No preferences on any edge, where a container starts merging its subviews'.
  package static let empty = ViewSpacing(top: .none, leading: nil, bottom: .none, trailing: nil)

  /// A spacer's: no space next to it along `axis`, its stack's, and no preference across it.
  package static func zero(along axis: Axis) -> ViewSpacing {
    axis == .horizontal
      ? ViewSpacing(top: .none, leading: 0, bottom: .none, trailing: 0)
      : ViewSpacing(top: EdgeSpacing(any: 0), leading: nil, bottom: EdgeSpacing(any: 0), trailing: nil)
  }

  /// The preferences of text whose lines have `ascent` and `descent` around their baseline and capitals
  /// `capHeight` tall, on a display whose pixels are `pixelLength` points.
  ///
  /// Text next to text takes no share (Easel's lines carry no leading of their own), so stacked texts touch as the
  /// lines of one text do. Next to a view that is not text, text keeps a tenth of its line height (rounded up to
  /// the pixel) beyond its descent below the view above it, and below its capitals at least that much from the
  /// view below it: SwiftUI's spacing of text.
  package static func text(ascent: CGFloat, descent: CGFloat, capHeight: CGFloat, pixelLength: CGFloat)
    -> ViewSpacing
  {
    let lineHeight = ascent + descent
    let pixel = pixelLength > 0 && pixelLength.isFinite ? pixelLength : 1
    let margin = (lineHeight * 0.1 / pixel).rounded(.up) * pixel
    return ViewSpacing(
      top: EdgeSpacing(text: 0, aboveText: descent + margin), leading: nil,
      bottom: EdgeSpacing(text: 0, belowText: max(lineHeight + margin - capHeight, descent + margin)),
      trailing: nil)
  }

  /// Merges `other`'s preferences on `edges` into these: each preference keeps the larger of the two values, and a
  /// preference only one of them states is kept.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    if edges.contains(.top) { top.formUnion(other.top) }
    if edges.contains(.leading) { leading = EdgeSpacing.larger(leading, other.leading) }
    if edges.contains(.bottom) { bottom.formUnion(other.bottom) }
    if edges.contains(.trailing) { trailing = EdgeSpacing.larger(trailing, other.trailing) }
  }

  /// These preferences merged with `other`'s on `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var merged = self
    merged.formUnion(other, edges: edges)
    return merged
  }

  /// These preferences with `edges` set back to a plain view's: what padding does to the edges it pads.
  package func resetting(_ edges: Edge.Set) -> ViewSpacing {
    let plain = ViewSpacing()
    var reset = self
    if edges.contains(.top) { reset.top = plain.top }
    if edges.contains(.leading) { reset.leading = plain.leading }
    if edges.contains(.bottom) { reset.bottom = plain.bottom }
    if edges.contains(.trailing) { reset.trailing = plain.trailing }
    return reset
  }

  /// The smallest distance between this view and `next`, which follows it along `axis`, that satisfies the
  /// preferences of both on their facing edges: for the kinds of neighbour both edges know, the largest such
  /// distance; otherwise the larger distance either asks of any neighbour; otherwise the default, 8 points.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let distance =
      axis == .horizontal ? EdgeSpacing.larger(trailing, next.leading) : bottom.distance(to: next.top)
    return distance ?? Self.defaultDistance
  }
}
