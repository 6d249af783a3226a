import Foundation

/// One decision of gesture arbitration: which gestures compete for a touch, and which of them starts, waits,
/// wins, fails or is cancelled, and why.
///
/// Set ``ViewGraph/onGestureArbitration`` to receive them; without it, arbitration records nothing. Gesture Lab
/// shows them to explain SwiftUI's decisions, as Flutter's `debugPrintGestureArenaDiagnostics` prints its arena's.
public struct GestureArbitrationRecord: Hashable, Sendable, CustomStringConvertible {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// A touch began a session; ``GestureArbitrationRecord/candidates`` lists its gestures in precedence order.
    case sessionBegan
    /// The gesture recognized the start of its motion and delivered its first value.
    case activated
    /// The gesture would succeed, but waits while a gesture with precedence may still succeed.
    case waiting
    /// The gesture succeeded: its `onEnded` runs.
    case succeeded
    /// The gesture did not recognize its motion (released too early, moved too far, too slow).
    case failed
    /// Another gesture took the touches, or the touch was cancelled; no `onEnded` runs.
    case cancelled
  }

  /// A gesture taking part in a session.
  public struct Candidate: Hashable, Sendable, CustomStringConvertible {
    /// The gesture as the app wrote it, without its callbacks: `TapGesture(count: 2)`,
    /// `MagnifyGesture.simultaneously(with: RotateGesture)`.
    public let gesture: String
    /// How it is attached: `gesture`, `highPriorityGesture` or `simultaneousGesture`.
    public let attachment: String
    /// Its place in the precedence order, from 0 (the first asked).
    public let rank: Int

    public var description: String { "#\(rank) \(attachment)(\(gesture))" }
  }

  /// The session the record belongs to: one per touch sequence (a double tap's two taps share one).
  public let session: Int
  /// The graph's time of the decision.
  public let time: TimeInterval
  /// What happened.
  public let kind: Kind
  /// The gesture it happened to; `nil` for ``Kind/sessionBegan``.
  public let candidate: Candidate?
  /// The session's gestures in precedence order, for ``Kind/sessionBegan``; empty otherwise.
  public let candidates: [Candidate]
  /// The rule that decided, in words.
  public let reason: String

  public var description: String {
    let subject = candidate.map { "\($0)" } ?? candidates.map(\.description).joined(separator: ", ")
    return "[\(session)] \(kind) \(subject): \(reason)"
  }
}
