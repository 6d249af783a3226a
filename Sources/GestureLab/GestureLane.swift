import Easel

/// One gesture's part in a touch sequence: its phases, the values it delivered and the callbacks it ran.
public struct GestureLane: Identifiable, Equatable, Sendable {
  /// How the gesture's part ended, or that it has not yet.
  public enum Outcome: String, Sendable {
    case possible, active, waiting, succeeded, failed, cancelled
  }

  /// The gesture, its attachment and rank.
  public let candidate: GestureArbitrationRecord.Candidate
  /// Its records in order, the session's start excluded.
  public internal(set) var records: [GestureArbitrationRecord] = []

  public var id: Int { candidate.rank }

  init(candidate: GestureArbitrationRecord.Candidate) { self.candidate = candidate }

  /// Where the gesture is now: the last phase it reached.
  public var outcome: Outcome {
    for record in records.reversed() {
      switch record.kind {
      case .succeeded: return .succeeded
      case .failed: return .failed
      case .cancelled: return .cancelled
      case .waiting: return .waiting
      case .activated, .changed: return .active
      default: continue
      }
    }
    return .possible
  }

  /// The record that decided the outcome (the success, failure, cancellation or wait), with its reason.
  public var decision: GestureArbitrationRecord? {
    records.last { [.succeeded, .failed, .cancelled, .waiting].contains($0.kind) }
  }

  /// When the gesture began (its first value), if it did.
  public var began: TimeInterval? { records.first { $0.kind == .activated }?.time }
  /// When it started waiting for a gesture with precedence, if it did.
  public var waited: TimeInterval? { records.first { $0.kind == .waiting }?.time }
  /// When it succeeded, failed or was cancelled, if it has.
  public var ended: TimeInterval? { records.first { [.succeeded, .failed, .cancelled].contains($0.kind) }?.time }

  /// The values it delivered that have a magnitude, for the plot along time.
  public var samples: [(time: TimeInterval, magnitude: Double)] {
    records.compactMap { record in
      guard record.kind == .changed, let magnitude = record.magnitude else { return nil }
      return (record.time, magnitude)
    }
  }

  /// The callbacks it ran and the resets of its state: the timeline's marks.
  public var callbacks: [GestureArbitrationRecord] {
    records.filter { [.updating, .onChanged, .onEnded, .gestureStateReset].contains($0.kind) }
  }

  /// The `@GestureState` value the last `updating` left or the last reset returned to.
  public var gestureState: String? { records.last { $0.gestureState != nil }?.gestureState }
}
