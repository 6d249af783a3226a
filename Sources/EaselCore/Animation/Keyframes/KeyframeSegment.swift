import Foundation

/// One keyframe of a track, as the track evaluates it: the value it reaches, how long it takes, and how it moves
/// there from the keyframe before.
struct KeyframeSegment<Value: Animatable> {
  enum Motion {
    case linear(UnitCurve)
    case spring(Spring)
    /// A cubic curve through the keyframes; a velocity not given follows from the neighbouring keyframes.
    case cubic(startVelocity: Value?, endVelocity: Value?)
    /// A jump: the value is the keyframe's from its start.
    case move
  }

  let target: Value
  let duration: TimeInterval
  let motion: Motion
}

/// The keyframes of one track laid end to end from a start value: the value at any time.
@MainActor
struct KeyframeCurve<Value: Animatable> {
  typealias Data = Value.AnimatableData
  let start: Value
  let segments: [KeyframeSegment<Value>]

  /// The time the last keyframe is reached.
  var duration: TimeInterval { segments.reduce(0) { $0 + $1.duration } }

  /// The value `time` seconds after the start: the last keyframe's after the end.
  func value(at time: TimeInterval) -> Value {
    var segmentStart: TimeInterval = 0
    for (index, segment) in segments.enumerated() {
      let end = segmentStart + segment.duration
      if time < end {
        let progress = (time - segmentStart) / segment.duration
        var value = segment.target
        value.animatableData = data(of: index, at: progress, elapsed: time - segmentStart)
        return value
      }
      segmentStart = end
    }
    return segments.last?.target ?? start
  }

  /// The value of the keyframe `index` ends at (the start value before the first).
  private func knot(_ index: Int) -> Data { index < 0 ? start.animatableData : segments[index].target.animatableData }

  /// The time keyframe `index` ends at.
  private func knotTime(_ index: Int) -> TimeInterval {
    index < 0 ? 0 : segments[...index].reduce(0) { $0 + $1.duration }
  }

  private func data(of index: Int, at progress: Double, elapsed: TimeInterval) -> Data {
    let segment = segments[index]
    let from = knot(index - 1)
    let to = segment.target.animatableData
    switch segment.motion {
    case .move:
      return to
    case .linear(let curve):
      return from + (to - from).scaled(by: curve.value(at: progress))
    case .spring(let spring):
      return from + (to - from).scaled(by: spring.fraction(at: elapsed))
    case .cubic(let startVelocity, let endVelocity):
      let startSlope = startVelocity?.animatableData ?? slope(at: index - 1)
      let endSlope = endVelocity?.animatableData ?? slope(at: index)
      return Self.hermite(from, startSlope, to, endSlope, duration: segment.duration, at: progress)
    }
  }

  /// The velocity through keyframe `index`'s value that a curve through its neighbours has (Catmull-Rom): from the
  /// keyframe before to the one after, or one-sided at either end.
  private func slope(at index: Int) -> Data {
    let before = max(index - 1, -1)
    let after = min(index + 1, segments.count - 1)
    let span = knotTime(after) - knotTime(before)
    guard span > 0, before != after else { return .zero }
    return (knot(after) - knot(before)).scaled(by: 1 / span)
  }

  /// The cubic Hermite curve from `p0` with velocity `m0` to `p1` with velocity `m1` over `duration`, at `s` (0…1).
  private static func hermite(_ p0: Data, _ m0: Data, _ p1: Data, _ m1: Data, duration: Double, at s: Double) -> Data {
    let (s2, s3) = (s * s, s * s * s)
    let h00 = 2 * s3 - 3 * s2 + 1
    let h10 = s3 - 2 * s2 + s
    let h01 = -2 * s3 + 3 * s2
    let h11 = s3 - s2
    return p0.scaled(by: h00) + m0.scaled(by: h10 * duration) + p1.scaled(by: h01) + m1.scaled(by: h11 * duration)
  }
}
