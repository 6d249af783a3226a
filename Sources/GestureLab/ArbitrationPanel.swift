import Easel

/// Arbitration made visible for the latest touch sequence: the views under the touch, the gestures that competed in
/// precedence order, and who won, waited, failed or was cancelled, with the rule that decided in words.
public struct ArbitrationPanel: View {
  private let log: ArbitrationLog

  /// A panel showing `log`'s latest touch sequence.
  public init(log: ArbitrationLog) { self.log = log }

  public var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text("Arbitration").font(.headline)
      if let sequence = log.latest {
        Text("Hit chain, innermost first").font(.caption2).foregroundStyle(.secondary)
        Text(chain(sequence)).font(.caption2).lineLimit(3)
        Divider()
        Text("Candidates in precedence order").font(.caption2).foregroundStyle(.secondary)
        ForEach(sequence.lanes.prefix(3)) { lane in candidate(lane) }
      } else {
        Text("Touch the example to see which gestures compete for the touch, who wins, and why.")
          .font(.callout).foregroundStyle(.secondary)
      }
      Spacer(minLength: 0)
    }
    .padding(12)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.08)))
  }

  /// The hit chain up to the example's own view: the lab's frame around it says nothing about the gesture.
  private func chain(_ sequence: TouchSequence) -> String {
    let shown = sequence.hitChain.prefix { !Self.labViews.contains($0) }
    return shown.joined(separator: " › ")
  }

  /// The lab's own views, where the hit chain stops being about the example.
  private static let labViews: Set<String> = ["ExampleCard", "ScenarioPage", "GestureLabView", "BriefPage"]

  private func candidate(_ lane: GestureLane) -> some View {
    VStack(alignment: .leading, spacing: 2) {
      HStack(spacing: 6) {
        Text("#\(lane.candidate.rank) \(lane.candidate.attachment)").font(.caption2).foregroundStyle(.secondary)
        Spacer(minLength: 4)
        Text(LabPalette.word(for: lane.outcome)).font(.caption2).bold().foregroundColor(.white)
          .padding(.horizontal, 6).padding(.vertical, 1)
          .background(Capsule().fill(LabPalette.color(of: lane.outcome)))
      }
      Text(lane.candidate.gesture).font(.caption.monospaced()).bold().lineLimit(2)
      if let reason = reason(for: lane) {
        Text(reason).font(.caption2).foregroundStyle(.secondary).lineLimit(2)
          .fixedSize(horizontal: false, vertical: true)
      }
    }
    .padding(.vertical, 2)
  }

  /// Why the gesture's part ended as it did: for a success that had to wait, the wait, which is the rule that
  /// decided; otherwise what ended it.
  private func reason(for lane: GestureLane) -> String? {
    if lane.outcome == .succeeded, let wait = lane.records.first(where: { $0.kind == .waiting }) {
      return "waited: \(wait.reason)"
    }
    return lane.decision?.reason
  }
}
