import Foundation

/// What the retained display list keeps of one node between builds: where its items are, whether it must draw
/// again, and the marks that keep its ancestors from copying stale items.
///
/// A value owned by its ``ViewNode`` and read and written only by display code: the node's display extension, the
/// retained list and drawing groups.
package struct NodeDisplayState {
  /// Where the node's items were in the retained list when it last rendered there.
  var record: DisplayRecord?
  /// Whether something the node draws may have changed since it last drew.
  var needsDisplay = true
  /// Whether the node waits in the graph's list of display invalidations.
  var isQueued = false
  /// The build in which a descendant's (or the node's own) invalidation keeps the node from copying its items.
  package var subtreeChangeGeneration = -1
  /// The last build in which a descendant's (or the node's own) invalidation may have changed what it draws: a
  /// drawing group compares its children's to know whether its content changed.
  package var drawingChangeGeneration = -1
  /// Whether an invalidation waiting for the next build may change what the node draws (see
  /// ``ViewNode/invalidateDisplay(changingDrawing:)``).
  var queuedDrawingChange = false
}
