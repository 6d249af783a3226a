/// The phases of a frame that run before its display list, in the order ``ViewGraph/frame(in:)`` runs them; an
/// event that must see the views as the frame will draw them asks ``ViewGraph/flush(through:)`` to run them first.
public enum FramePhase: Int, Comparable, Sendable {
  /// The bodies invalidated since the last frame run again, shallowest first, then the lifecycle actions they
  /// queued (`onAppear`, `onChange`, `task`).
  case update
  /// The root is laid out at the window's size, then the presentations; then the lifecycle actions layout queued
  /// (the `onAppear` of a lazy stack's new rows).
  case layout

  public static func < (lhs: FramePhase, rhs: FramePhase) -> Bool { lhs.rawValue < rhs.rawValue }
}
