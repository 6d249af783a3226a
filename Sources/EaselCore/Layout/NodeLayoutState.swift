import Foundation

/// What layout keeps of one node between passes: whether it must be placed again, the sizes it chose by proposal,
/// how it was last placed, and its flattened lists of laid-out children.
///
/// A value owned by its ``ViewNode`` and read and written only by layout: the node's layout extension, the
/// containers and custom layouts.
package struct NodeLayoutState {
  /// Whether the node, or something below it, changed since it was last placed.
  package var needsLayout = true
  /// Whether an invalidation cleared the node's sizes, and so went on clearing its ancestors' sizes as far as they
  /// depend on it, and nothing has measured or placed the node since. A scroll animation's frame places content
  /// between two layouts: measuring fills the cache again and placing records the size generation it placed at, so a
  /// later invalidation must clear them.
  var sizesClearedAndUnused = true
  /// The sizes the node chose, oldest first, for the last proposals it was measured with.
  var sizeCache: [(proposal: ProposedViewSize, size: CGSize)] = []
  /// Counts the invalidations of the size cache; placement compares it with the count it last placed at.
  package var sizeGeneration = 0
  /// The size generation the node was last placed at.
  var placedGeneration = -1
  /// The proposal the node was last placed with.
  var placedProposal: ProposedViewSize?
  /// The last placement pass of its container in which a custom layout placed the node (`LayoutSubview.place`).
  package var placedInPass = 0
  /// The nodes a container lays out for this subtree, when the node is transparent (``ViewNode/layoutElements()``).
  var elements: [ViewNode]?
  /// A container's laid-out children, kept until children are added, removed or replaced.
  package var contentElements: [ViewNode]?
  /// The node's z-index (``ViewNode/zIndex``) as computed since it was last placed: a change of any z-index in the
  /// view chain it passes up invalidates the layout of the node and its ancestors, which forgets it.
  var zIndex: Double?

  /// Marks the node to be placed again, forgetting what it derived from the views below it.
  mutating func markNeedsLayout() {
    needsLayout = true
    zIndex = nil
  }

  /// Empties the size cache, so that placement knows the sizes below may have changed.
  mutating func clearSizes() {
    sizeCache.removeAll(keepingCapacity: true)
    sizeGeneration &+= 1
  }
}
