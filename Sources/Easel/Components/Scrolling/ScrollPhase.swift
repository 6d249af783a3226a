import Foundation

/// What is moving a scroll view: `onScrollPhaseChange(_:)` reports each change.
public enum ScrollPhase: Hashable, Sendable {
  /// Nothing moves it.
  case idle
  /// A pointer is pressed on it and may start a drag.
  case tracking
  /// The user scrolls it: a drag, the wheel or the touchpad.
  case interacting
  /// It glides on after a flick, or settles on a page or view of its scroll target behaviour.
  case decelerating
  /// It scrolls to a position the app asked for (`ScrollViewProxy`, `scrollPosition`) with an animation.
  case animating

  /// Whether the scroll view is scrolling: any phase but `idle`.
  public var isScrolling: Bool { self != .idle }
}

/// What goes with a scroll phase change: the scroll view's geometry and velocity then.
public struct ScrollPhaseChangeContext: Sendable {
  /// The scroll view's geometry when the phase changed.
  public var geometry: ScrollGeometry
  /// The velocity of the content offset in points per second when it is gliding, else `nil`.
  public var velocity: CGVector?
}
