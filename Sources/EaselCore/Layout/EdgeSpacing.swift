import Foundation

/// What one edge of a view prefers between itself and its neighbour: a share of the distance for each kind of
/// neighbour the edge knows, and a distance for any neighbour. `nil` states no preference.
///
/// Two facing edges take, of the kinds both know, the largest sum of their shares: text next to text uses their
/// `text` shares, text below another view the view's and the text's `aboveText` shares, text above one their
/// `belowText` shares. Edges that share no kind fall back on the larger of their distances for any neighbour, and
/// edges with none of those leave the distance to the layout (``ViewSpacing/distance(to:along:)``).
package struct EdgeSpacing: Equatable, Sendable {
  /// The distance toward any neighbour, when the two edges share no kind.
  var any: CGFloat?
  /// The share toward text, on text's edges.
  var text: CGFloat?
  /// The share between text and a view above it: on text's top edge, and a view's bottom edge.
  var aboveText: CGFloat?
  /// The share between text and a view below it: on text's bottom edge, and a view's top edge.
  var belowText: CGFloat?

  /// An edge with no preference.
  static let none = EdgeSpacing()

  /// Keeps, of each preference, the larger of this edge's and `other`'s; a preference only one states stays.
  mutating func formUnion(_ other: EdgeSpacing) {
    any = Self.larger(any, other.any)
    text = Self.larger(text, other.text)
    aboveText = Self.larger(aboveText, other.aboveText)
    belowText = Self.larger(belowText, other.belowText)
  }

  /// The distance between this edge and `next`, the facing edge of the view that follows, or `nil` when neither
  /// states anything that applies.
  func distance(to next: EdgeSpacing) -> CGFloat? {
    var shared = Self.sum(text, next.text)
    shared = Self.larger(shared, Self.sum(aboveText, next.aboveText))
    shared = Self.larger(shared, Self.sum(belowText, next.belowText))
    return shared ?? Self.larger(any, next.any)
  }

  /// The larger of two preferences, or the one stated.
  static func larger(_ first: CGFloat?, _ second: CGFloat?) -> CGFloat? {
    guard let first else { return second }
    guard let second else { return first }
    return max(first, second)
  }

  private static func sum(_ first: CGFloat?, _ second: CGFloat?) -> CGFloat? {
    guard let first, let second else { return nil }
    return first + second
  }
}
