import Foundation

/// Describes a graph's gesture arbitration to whoever asked (``ViewGraph/onGestureArbitration``, the mounted
/// `onGestureArbitration(perform:)` views): it numbers the sessions it traces, names their candidates, and passes
/// each decision on as a ``GestureArbitrationRecord``. With no one asking, it leaves sessions untraced, at no cost.
@MainActor
final class ArbitrationTracer {
  /// Receives every traced session's records: the graph's ``ViewGraph/onGestureArbitration``.
  var onRecord: ((GestureArbitrationRecord) -> Void)?
  /// The mounted `onGestureArbitration(perform:)` views, which trace the sessions that begin on them.
  var observers: [GestureArbitrationObserverNode] = []
  /// The number of sessions traced so far, which numbers them.
  private(set) var sessionCount = 0

  /// Traces `session`, of `entries` in precedence order pressed on `chain`, when ``onRecord`` is set or an observer
  /// is in the chain; `clock` gives the graph's time for each record.
  func trace(
    _ session: GestureSession, entries: [GestureEntry], chain: [ViewNode],
    clock: @escaping @MainActor () -> TimeInterval
  ) {
    let observers = observers.filter { observer in chain.contains { $0 === observer } }
    guard onRecord != nil || !observers.isEmpty else { return }
    sessionCount += 1
    let number = sessionCount
    for (rank, entry) in entries.enumerated() {
      guard let attachment = entry.node?.attachment else { continue }
      entry.candidate = GestureArbitrationRecord.Candidate(
        gesture: attachment.describe(), attachment: attachment.priority.modifierName, rank: rank)
    }
    let weakObservers = observers.map(GestureArbitrationObserverNode.Reference.init)
    let hitChain = chain.compactMap(\.traceName)
    session.trace = { [weak self] kind, entry, reason, detail in
      let record = GestureArbitrationRecord(
        session: number, time: clock(), kind: kind, candidate: entry?.candidate,
        candidates: kind == .sessionBegan ? entries.compactMap(\.candidate) : [],
        hitChain: kind == .sessionBegan ? hitChain : [], detail: detail, reason: reason)
      self?.onRecord?(record)
      for observer in weakObservers where observer.node?.isMounted == true { observer.node?.action?(record) }
    }
    session.report(
      .sessionBegan, nil,
      "the gestures under the touch, from the touched view up: a subview's before its parent's, the first attached "
        + "before later ones on one view, highPriorityGesture before its subviews'")
  }
}
