import Easel

/// One touch sequence as arbitration saw it: the views under the touch, the gestures that competed in precedence
/// order, and each gesture's records, in a lane of its own.
public struct TouchSequence: Identifiable, Equatable, Sendable {
  /// The session's number in the trace.
  public let number: Int
  /// When the touch began.
  public let start: TimeInterval
  /// The views and gestures under the touch, innermost first.
  public let hitChain: [String]
  /// One lane per gesture, in precedence order.
  public private(set) var lanes: [GestureLane]

  public var id: Int { number }

  init(began: GestureArbitrationRecord) {
    number = began.session
    start = began.time
    hitChain = began.hitChain
    lanes = began.candidates.map(GestureLane.init)
  }

  mutating func append(_ record: GestureArbitrationRecord) {
    guard let candidate = record.candidate, let index = lanes.firstIndex(where: { $0.candidate == candidate }) else {
      return
    }
    lanes[index].records.append(record)
  }

  /// The time of the last record, at least the start.
  public var end: TimeInterval { lanes.flatMap(\.records).map(\.time).max() ?? start }

  /// The lane of the gesture that succeeded, if one did.
  public var winner: GestureLane? { lanes.first { $0.outcome == .succeeded } }
}
