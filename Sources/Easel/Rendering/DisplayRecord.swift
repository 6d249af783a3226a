import Foundation

/// Where a node's items are in the graph's retained display list, and what they were drawn under.
///
/// A node's items are the items its subtree drew, contiguous in the list. Their place is kept relative to the
/// items of the node that drew this one (its *owner*: the nearest ancestor whose drawing called its `render`), so
/// copying an owner's items to another place in a later list leaves every record inside it correct.
struct DisplayRecord {
  /// The first item, counted from the owner's first item (from the list's start for a node with no owner).
  var start: Int
  /// How many items the subtree drew.
  var count: Int
  /// The last build that placed the items: drew them or copied them from the build before.
  var generation: Int
  /// The last build in which the node drew its items itself. The records of the nodes it drew are current only if
  /// those nodes were placed in that build or later: a child left out of the owner's last drawing (culled, hidden)
  /// has an older record, whose items are gone.
  var drawnGeneration: Int
  /// The owner, compared and never dereferenced; `nil` for the root and presentation layers.
  var owner: ObjectIdentifier?
  /// The builder's transform when the node rendered (its owner's drawing transform).
  let parentTransform: CGAffineTransform
  /// The node's transform to host coordinates.
  let transform: CGAffineTransform
  let size: CGSize
  /// The clips and their bounds the node drew under, so it can draw again on its own in a later build.
  let clips: [Path]
  let clipBounds: CGRect
  let clipsKey: Int
}

/// The records and marks a patch of the retained list changed, so that a patch that cannot be spliced in (its
/// subtree's item count changed) can be undone before a larger subtree draws again.
@MainActor
final class DisplayJournal {
  private var entries: [(node: ViewNode, record: DisplayRecord?, needsDisplay: Bool)] = []

  /// Notes `node`'s state before the patch changes it.
  func note(_ node: ViewNode, record: DisplayRecord?, needsDisplay: Bool) {
    entries.append((node, record, needsDisplay))
  }

  /// Keeps the changes noted so far.
  func forget() { entries.removeAll() }

  /// Puts every noted node back as it was, latest change first.
  func undo() {
    for entry in entries.reversed() {
      entry.node.restoreDisplayState(record: entry.record, needsDisplay: entry.needsDisplay)
    }
    entries.removeAll()
  }
}
