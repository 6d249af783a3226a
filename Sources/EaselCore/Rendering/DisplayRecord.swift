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
  var parentTransform: CGAffineTransform
  /// The node's transform to host coordinates.
  var transform: CGAffineTransform
  let size: CGSize
  /// The clips and their bounds the node drew under, so it can draw again on its own in a later build.
  let clips: [Path]
  let clipBounds: CGRect
  let clipsKey: Int
  /// What the subtree's items touch before clipping, drawn or not (see `DisplayListBuilder.measuring`).
  var extent: CGRect
  /// Whether moving the items by a translation gives exactly what drawing them there gives.
  let movesExactly: Bool

  /// How far the node's items move when it renders under `parentTransform` at `transform`, within `clipBounds`, if
  /// copying them moved by that much gives exactly what drawing them there gives: its transform is the recorded one
  /// moved (same linear part, grid values), and clips from outside, which stay, cut none of the items, or all of
  /// them away, both before and after.
  func offset(
    underParent parentTransform: CGAffineTransform, at transform: CGAffineTransform, within clipBounds: CGRect
  )
    -> CGSize?
  {
    guard movesExactly, TranslationGrid.isTranslation(from: self.parentTransform, to: parentTransform),
      TranslationGrid.isExact(parentTransform.tx), TranslationGrid.isExact(parentTransform.ty)
    else { return nil }
    let offset = CGSize(
      width: parentTransform.tx - self.parentTransform.tx, height: parentTransform.ty - self.parentTransform.ty)
    var moved = self.transform
    moved.tx += offset.width
    moved.ty += offset.height
    guard transform == moved else { return nil }
    guard !extent.isNull else { return offset }
    let movedExtent = extent.offsetBy(dx: offset.width, dy: offset.height)
    if self.clipBounds.encloses(extent) && clipBounds.encloses(movedExtent) { return offset }
    if count == 0 && self.clipBounds.misses(extent) && clipBounds.misses(movedExtent) { return offset }
    return nil
  }

  /// The record of the same items moved by `offset` to `start` under `parentTransform`, in a build that does not
  /// move the records inside: they count as left out of the node's last drawing, so they are never used.
  func moved(by offset: CGSize, to start: Int, under parentTransform: CGAffineTransform, generation: Int)
    -> DisplayRecord
  {
    var moved = self
    moved.start = start
    moved.parentTransform = parentTransform
    moved.transform.tx += offset.width
    moved.transform.ty += offset.height
    if !extent.isNull { moved.extent = extent.offsetBy(dx: offset.width, dy: offset.height) }
    moved.generation = generation
    moved.drawnGeneration = generation
    return moved
  }
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

extension CGRect {
  /// Whether `rect` lies inside, edges included, so that intersecting it with `self` gives it unchanged.
  fileprivate func encloses(_ rect: CGRect) -> Bool {
    minX <= rect.minX && rect.maxX <= maxX && minY <= rect.minY && rect.maxY <= maxY
  }

  /// Whether intersecting `rect` with `self` leaves nothing to draw.
  fileprivate func misses(_ rect: CGRect) -> Bool {
    let common = intersection(rect)
    return common.isNull || common.isEmpty
  }
}
