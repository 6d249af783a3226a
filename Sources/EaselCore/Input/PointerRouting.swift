import Foundation

/// Where a graph's input in progress goes: the views and gesture sessions each pointer that is down reaches, the
/// session of a platform pinch or rotation, and the mouse's emulated pinch.
///
/// The routes of `ViewGraph+Dispatch.swift` fill and follow it; ``ViewGraph/advanceTime(to:)`` moves its sessions'
/// clocks, ``ViewGraph/cancelGestures()`` clears it, and ``ViewGraph/inputResidue`` counts what it still holds.
///
/// A class: the gestures' callbacks it runs may send the graph new events, which reach it again.
@MainActor
final class PointerRouting {
  /// The hit chain of each pointer that is down, from its press: later events of the pointer go to it.
  var targets: [Int: [ViewNode]] = [:]
  /// The gesture sessions still recognizing, oldest first.
  var sessions: [GestureSession] = []
  /// The sessions each pointer that is down takes part in.
  var pointerSessions: [Int: [GestureSession]] = [:]
  /// The session of the platform pinch or rotation in progress.
  var transformSession: GestureSession?
  /// Turns Shift-drags into pinches and rotations, for mice.
  let pinchEmulator = PinchEmulator()

  /// The sessions that have not finished, the platform pinch's included.
  var unfinishedSessionCount: Int {
    sessions.filter { !$0.isFinished }.count + (transformSession.map { $0.isFinished ? 0 : 1 } ?? 0)
  }

  /// Whether a continuous gesture (a drag, a pinch) is in progress.
  var hasActiveContinuousGesture: Bool { sessions.contains { $0.hasActiveContinuousGesture } }

  /// Lets the sessions see the clock (long presses succeed, tap windows close), and forgets those that finish.
  func advance(to time: TimeInterval) {
    for session in sessions { session.advance(to: time) }
    sessions.removeAll(where: \.isFinished)
  }

  /// Cancels every gesture in progress; the pointers stay routed to their views until they are lifted.
  func cancelGestures() {
    for session in sessions { session.cancel() }
    sessions.removeAll()
    pointerSessions.removeAll()
    transformSession?.cancel()
    transformSession = nil
    pinchEmulator.reset()
  }
}
