import Foundation

/// A graph's time: the time of the current frame, the virtual clock of timers in tests, and the nodes animating
/// on it. The graph moves it with `ViewGraph.advanceTime(to:)`; a host runs its own clock only while something
/// follows this one (`ViewGraph.needsClock`).
@MainActor
final class GraphClock {
  /// The virtual or real time of the current frame, in seconds.
  var now: TimeInterval = 0
  /// The clock of timers connected by views, when the graph runs on virtual time; `nil` in real windows.
  let virtualClock: VirtualClock?
  /// The nodes animating now.
  let animations = RunningAnimations()

  init(virtualTime: Bool) {
    virtualClock = virtualTime ? VirtualClock() : nil
  }
}
