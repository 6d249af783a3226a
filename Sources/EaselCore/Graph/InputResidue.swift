/// What a ``ViewGraph`` holds on behalf of input in progress, for tests (fuzzers above all) that check input leaves
/// nothing behind: once every pointer is up and time has passed, no gesture or drag runs, no `@GestureState` is away
/// from its initial value (so no button looks pressed), and every node alive is in the tree.
///
/// Read it after a layout: containers let go of the nodes of removed children (a popped screen's) when they next lay
/// out.
public struct InputResidue: Hashable, Sendable {
  /// Gesture sessions that have not finished: recognizers still waiting for pointers or the clock.
  public var gestureSessions: Int
  /// Pointers the graph still routes events for: pressed and not yet lifted or cancelled.
  public var trackedPointers: Int
  /// Whether a drag and drop (from a view or from another application) is in progress.
  public var isDragAndDropActive: Bool
  /// `@GestureState` values that a gesture set and did not reset.
  public var heldGestureStates: Int
  /// Nodes in the tree: the window's and its presentations' (sheets, alerts, menus).
  public var mountedNodes: Int
  /// Nodes alive: those in the tree, and any removed node something still holds.
  public var liveNodes: Int

  /// Whether input left nothing running or held: no session, pointer, drag or held gesture state.
  public var isIdle: Bool {
    gestureSessions == 0 && trackedPointers == 0 && !isDragAndDropActive && heldGestureStates == 0
  }
}
