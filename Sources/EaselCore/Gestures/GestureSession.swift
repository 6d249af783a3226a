import Foundation

/// A recognizer seen without its value type.
@MainActor
protocol AnyRecognizer: AnyObject {
  func pointer(_ event: PointerEvent)
  func transform(_ event: TransformEvent)
  func advance(to time: TimeInterval)
  func cancel()
  var isFinished: Bool { get }
  var isActive: Bool { get }
  var parts: [any AnyRecognizer] { get }
  var requiredModifiers: EventModifiers { get }
  var recognizesPinch: Bool { get }
}

extension Recognizer: AnyRecognizer {}

extension AnyRecognizer {
  /// Whether this recognizer or one of its parts, however deep, satisfies `predicate`.
  func contains(where predicate: (any AnyRecognizer) -> Bool) -> Bool {
    predicate(self) || parts.contains { $0.contains(where: predicate) }
  }
}

/// One attached gesture taking part in a session. Where its recognition stands is its recognizer's phase, kept
/// there alone.
@MainActor
package final class GestureEntry {
  /// Whether the gesture excludes others (`gesture`, `highPriorityGesture`) or runs alongside (`simultaneousGesture`).
  let isExclusive: Bool
  weak var session: GestureSession?
  package weak var node: GestureNode?
  var recognizer: AnyRecognizer?
  var waitingActions: [() -> Void] = []
  /// Set when a continuous recognizer (drag, magnify, rotate) of this entry started.
  var isContinuous = false
  /// How the arbitration trace names the gesture; `nil` when the graph does not trace.
  var candidate: GestureArbitrationRecord.Candidate?
  /// Why the entry is being cancelled, for the trace: set just before its recognizer is cancelled.
  var cancellationReason: String?
  /// Why the entry's recognizer failed, for the trace: the first rule a part of it broke.
  var failureReason: String?
  /// Whether the entry's success had to wait for a gesture with precedence.
  var hasWaited = false
  /// Whether the trace has reported the entry's activation: composed recognizers activate more than once.
  var hasReportedActivation = false

  init(isExclusive: Bool, node: GestureNode) {
    self.isExclusive = isExclusive
    self.node = node
  }

  /// Whether the gesture succeeded or failed.
  var isFinished: Bool { recognizer?.isFinished ?? false }
  /// Whether the gesture delivered a value and has not finished.
  var isActive: Bool { recognizer?.isActive ?? false }

  /// Cancels the recognition: no `onEnded`, and its `@GestureState` resets.
  func cancel(because reason: String) {
    cancellationReason = reason
    recognizer?.cancel()
  }
}

/// What recognizers know of where they run: coordinate conversion and arbitration with other gestures.
@MainActor
@_spi(ForEaselOnly) public final class RecognitionContext {
  package weak var entry: GestureEntry?

  init(entry: GestureEntry) { self.entry = entry }

  /// A host-coordinate point in a coordinate space, relative to the view the gesture is attached to.
  package func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
    guard let node = entry?.node else { return point }
    switch space {
    case .global: return point
    case .local: return point.applying(node.transformToHost.inverted())
    case .named(let name):
      let local = point.applying(node.transformToHost.inverted())
      return local.applying(node.transform(toSpaceNamed: name))
    }
  }

  /// The size of the view the gesture is attached to.
  package var viewSize: CGSize { entry?.node?.size ?? .zero }

  /// Whether a success may be reported now: no gesture with precedence may still succeed.
  var mayComplete: Bool {
    guard let entry, let session = entry.session else { return true }
    return session.mayComplete(entry)
  }

  /// A continuous gesture (drag, magnify, rotate) that starts claims the touches from every other exclusive
  /// gesture: a drag in progress is not followed by the double tap of the same view.
  func didActivate(continuous: Bool) {
    guard let entry else { return }
    if !entry.hasReportedActivation {
      entry.hasReportedActivation = true
      entry.session?.report(
        .activated, entry,
        continuous
          ? "a continuous gesture that starts takes the touches: the other exclusive gestures are cancelled"
          : "it recognized the start of its motion and delivered its first value")
    }
    guard continuous else { return }
    entry.isContinuous = true
    entry.session?.claimAll(by: entry)
  }

  /// A gesture that succeeds claims the touches from gestures below it.
  func didComplete() {
    guard let entry else { return }
    entry.session?.claim(by: entry)
  }

  /// Reports a value or a callback of the gesture to the trace; `detail` describes it only when the session is
  /// traced, so an untraced gesture describes nothing.
  func trace(
    _ kind: GestureArbitrationRecord.Kind, _ reason: @autoclosure () -> String,
    detail: () -> GestureTraceDetail
  ) {
    guard let entry, let session = entry.session, session.isTraced else { return }
    session.report(kind, entry, reason(), detail: detail())
  }

  /// Keeps why the gesture failed, for the trace; described only when the session is traced.
  func noteFailure(_ reason: () -> String) {
    guard let entry, entry.failureReason == nil, entry.session?.isTraced == true else { return }
    entry.failureReason = reason()
  }

  /// Runs `resume` once every gesture with precedence has failed.
  func wait(_ resume: @escaping () -> Void) {
    guard let entry else { return }
    entry.waitingActions.append(resume)
    entry.hasWaited = true
    if let session = entry.session, session.isTraced {
      let blocker = session.blocker(of: entry)?.candidate.map { "\($0.gesture) (#\($0.rank))" } ?? "a gesture"
      session.report(.waiting, entry, "its success waits while \(blocker), which has precedence, may still succeed")
    }
  }
}

/// The gestures competing for one sequence of touches, in precedence order, arbitrated as SwiftUI does:
/// a continuous gesture that starts cancels the other exclusive gestures, a gesture that succeeds cancels the
/// exclusive gestures below it, and a success waits while an exclusive gesture above it may still succeed (a
/// single tap waits for the double tap above it to fail).
@MainActor
final class GestureSession {
  private(set) var entries: [GestureEntry]
  var pointers: Set<Int> = []
  /// Receives the session's decisions when the graph traces arbitration (``ViewGraph/onGestureArbitration``).
  var trace: ((GestureArbitrationRecord.Kind, GestureEntry?, String, GestureTraceDetail) -> Void)?

  /// Whether the session's decisions are traced.
  var isTraced: Bool { trace != nil }

  /// Reports a decision to the trace, when there is one.
  func report(
    _ kind: GestureArbitrationRecord.Kind, _ entry: GestureEntry?, _ reason: @autoclosure () -> String,
    detail: @autoclosure () -> GestureTraceDetail = GestureTraceDetail()
  ) {
    trace?(kind, entry, reason(), detail())
  }

  init(entries: [GestureEntry]) {
    self.entries = entries
    for entry in entries { entry.session = self }
  }

  var isFinished: Bool { entries.allSatisfy(\.isFinished) }

  /// Whether a drag, pinch or rotation has started and not ended.
  var hasActiveContinuousGesture: Bool { entries.contains { $0.isActive && $0.isContinuous } }

  /// Whether the session's unfinished gestures are attached to any of `nodes`.
  func involves(_ nodes: [ViewNode]) -> Bool {
    entries.contains { entry in !entry.isFinished && nodes.contains { $0 === entry.node } }
  }

  /// The nodes whose gestures are still being recognized in this session.
  var unfinishedNodes: [ViewNode] { entries.compactMap { $0.isFinished ? nil : $0.node } }

  func pointer(_ event: PointerEvent) {
    // A cancelled touch cancels the gestures that follow it; the trace says so rather than calling it a failure.
    let reason = event.phase == .cancelled && isTraced ? "the touch was cancelled" : nil
    for entry in entries where !entry.isFinished {
      entry.cancellationReason = reason
      entry.recognizer?.pointer(event)
      if !entry.isFinished { entry.cancellationReason = nil }
    }
    resolveWaiting()
  }

  func transform(_ event: TransformEvent) {
    for entry in entries where !entry.isFinished { entry.recognizer?.transform(event) }
    resolveWaiting()
  }

  func advance(to time: TimeInterval) {
    for entry in entries where !entry.isFinished { entry.recognizer?.advance(to: time) }
    resolveWaiting()
  }

  func cancel() {
    for entry in entries where !entry.isFinished { entry.cancel(because: "the touch was cancelled") }
  }

  func mayComplete(_ entry: GestureEntry) -> Bool {
    guard entry.isExclusive else { return true }
    for other in entries {
      if other === entry { return true }
      if other.isExclusive && !other.isFinished { return false }
    }
    return true
  }

  func claim(by entry: GestureEntry) {
    guard entry.isExclusive, let index = entries.firstIndex(where: { $0 === entry }) else { return }
    for other in entries[(index + 1)...] where other.isExclusive && !other.isFinished {
      other.cancel(because: "\(name(of: entry)) succeeded, and a success cancels the exclusive gestures below it")
    }
  }

  func claimAll(by entry: GestureEntry) {
    guard entry.isExclusive else { return }
    for other in entries where other !== entry && other.isExclusive && !other.isFinished {
      other.cancel(because: "\(name(of: entry)) started moving, and a continuous gesture takes the touches")
    }
  }

  /// The first exclusive gesture with precedence over `entry` that may still succeed: what `entry` waits for.
  func blocker(of entry: GestureEntry) -> GestureEntry? {
    for other in entries {
      if other === entry { return nil }
      if other.isExclusive && !other.isFinished { return other }
    }
    return nil
  }

  /// The trace's name of `entry`'s gesture.
  private func name(of entry: GestureEntry) -> String {
    entry.candidate.map { "\($0.gesture) (#\($0.rank))" } ?? "a gesture"
  }

  /// Runs the waiting successes whose gestures with precedence have all finished without success.
  func resolveWaiting() {
    for entry in entries where !entry.waitingActions.isEmpty && !entry.isFinished {
      guard mayComplete(entry) else { continue }
      let actions = entry.waitingActions
      entry.waitingActions.removeAll()
      for action in actions { action() }
    }
  }
}
