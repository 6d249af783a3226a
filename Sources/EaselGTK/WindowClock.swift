import CGtk
import Easel

/// Moves a window's graph clock with GTK's frame clock, and only while the graph follows the clock
/// (``ViewGraph/needsClock``: an animation runs, a gesture waits on time). A window at rest has no tick callback,
/// so GTK's frame clock stops and the process sleeps until something happens.
///
/// The window asks ``startIfNeeded()`` after each event and each frame, the only moments something can start to
/// need the clock: events start gestures, and frames run the bodies that start animations. The tick removes
/// itself once the graph no longer needs it.
@MainActor
final class WindowClock {
  private let area: UnsafeMutablePointer<GtkWidget>
  private unowned let graph: ViewGraph
  /// The tick callback's id while the clock runs; 0 when it rests.
  private var tick: guint = 0

  init(area: UnsafeMutablePointer<GtkWidget>, graph: ViewGraph) {
    self.area = area
    self.graph = graph
  }

  /// Starts ticking when the graph needs the clock and it rests.
  func startIfNeeded() {
    guard tick == 0, graph.needsClock else { return }
    let handler = SignalHandler<UnsafeMutablePointer<Bool>> { [weak self] keepsTicking in
      keepsTicking.pointee = self?.advance() ?? false
    }
    let onTick: GtkTickCallback = { _, _, data in
      var keepsTicking = false
      withUnsafeMutablePointer(to: &keepsTicking) { result in
        MainActor.assumeIsolated { SignalHandler<UnsafeMutablePointer<Bool>>.from(data).action(result) }
      }
      return keepsTicking ? 1 : 0
    }
    tick = gtk_widget_add_tick_callback(area, onTick, handler.retainedPointer(), releaseHandlerData)
  }

  /// Brings a resting clock to now, before a change made while the window rests is drawn: the animations it
  /// starts begin now, not when the window last followed the clock.
  func catchUp() {
    guard tick == 0, !graph.needsClock else { return }
    graph.currentTime = max(graph.currentTime, InputTranslator.now())
  }

  /// One tick: moves the graph's clock to now; returns whether to keep ticking.
  private func advance() -> Bool {
    graph.advanceTime(to: InputTranslator.now())
    if graph.needsClock { return true }
    tick = 0
    return false
  }
}
