import Foundation

/// One step of gesture arbitration: which gestures compete for a touch, which of them starts, waits, wins, fails or
/// is cancelled and why, and the callbacks each runs on the way, with their values and times.
///
/// Set ``ViewGraph/onGestureArbitration``, or attach ``View/onGestureArbitration(perform:)`` to a view, to receive
/// them; without either, arbitration records nothing. Gesture Lab draws them as a timeline to explain SwiftUI's
/// decisions, as Flutter's `debugPrintGestureArenaDiagnostics` prints its arena's.
public struct GestureArbitrationRecord: Hashable, Sendable, CustomStringConvertible {
  /// What happened.
  ///
  /// A gesture's phases are *possible* from ``sessionBegan``, *began* at ``activated``, *changed* at each
  /// ``changed``, then *ended* (``succeeded``), ``failed`` or ``cancelled``. The callbacks the app attached run in
  /// between: ``updating``, ``onChanged``, ``onEnded``, and the ``gestureStateReset`` that follows every end.
  public enum Kind: Hashable, Sendable {
    /// A touch began a session; ``GestureArbitrationRecord/candidates`` lists its gestures in precedence order and
    /// ``GestureArbitrationRecord/hitChain`` the views under the touch.
    case sessionBegan
    /// The gesture recognized the start of its motion and delivered its first value.
    case activated
    /// The gesture delivered a value, the first one included; ``GestureArbitrationRecord/value`` describes it.
    case changed
    /// The gesture would succeed, but waits while a gesture with precedence may still succeed.
    case waiting
    /// The gesture succeeded: its `onEnded` runs.
    case succeeded
    /// The gesture did not recognize its motion (released too early, moved too far, too slow).
    case failed
    /// Another gesture took the touches, or the touch was cancelled; no `onEnded` runs.
    case cancelled
    /// An `updating(_:body:)` body ran; ``GestureArbitrationRecord/gestureState`` is the state it left.
    case updating
    /// An `onChanged(_:)` action ran.
    case onChanged
    /// An `onEnded(_:)` action ran.
    case onEnded
    /// A `@GestureState` returned to its initial value, ``GestureArbitrationRecord/gestureState``, because its
    /// gesture stopped being active.
    case gestureStateReset
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
  /// The views and gestures under the touch, from the innermost outward, for ``Kind/sessionBegan``; empty
  /// otherwise. Views are named by their type (`CounterView`, `ScrollView`), gestures by their attachment
  /// (`gesture(DragGesture)`).
  public let hitChain: [String]
  /// The gesture's value as the callback received it, in words (`translation (30, 0)`, `true`); `nil` for records
  /// without a value.
  public let value: String?
  /// A number for plotting ``value`` along time: a drag's distance, a magnification, an angle in degrees, 1 or 0 for
  /// a `Bool`; `nil` when the value has none.
  public let magnitude: Double?
  /// The `@GestureState` value an ``Kind/updating`` body left, or the initial value a ``Kind/gestureStateReset``
  /// returned to, in words.
  public let gestureState: String?
  /// The rule that decided, in words.
  public let reason: String

  init(
    session: Int, time: TimeInterval, kind: Kind, candidate: Candidate?, candidates: [Candidate] = [],
    hitChain: [String] = [], detail: GestureTraceDetail = GestureTraceDetail(), reason: String
  ) {
    (self.session, self.time, self.kind, self.candidate) = (session, time, kind, candidate)
    (self.candidates, self.hitChain, self.reason) = (candidates, hitChain, reason)
    (value, magnitude, gestureState) = (detail.value, detail.magnitude, detail.gestureState)
  }

  public var description: String {
    let subject = candidate.map { "\($0)" } ?? candidates.map(\.description).joined(separator: ", ")
    let shown = [value, gestureState.map { "state \($0)" }].compactMap { $0 }.joined(separator: ", ")
    return "[\(session)] \(kind) \(subject)\(shown.isEmpty ? "" : " (\(shown))"): \(reason)"
  }
}

/// The values a record carries besides its decision, described only when the graph traces.
struct GestureTraceDetail {
  var value: String?
  var magnitude: Double?
  var gestureState: String?
}

extension GestureTraceDetail {
  /// The detail of a callback that received `value` and left the gesture state `gestureState`.
  @MainActor
  init(describing value: Any, gestureState: Any? = nil) {
    let described = GestureValueDescription.describe(value)
    self.init(
      value: described.text, magnitude: described.magnitude,
      gestureState: gestureState.map { GestureValueDescription.describe($0).text })
  }
}
