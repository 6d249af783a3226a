import Foundation

/// A keyframe reached by interpolating straight from the keyframe before, along a timing curve.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
  let segment: KeyframeSegment<Value>

  /// A keyframe that reaches `to` in `duration` seconds along `timingCurve`.
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    segment = KeyframeSegment(target: to, duration: max(duration, 0), motion: .linear(timingCurve))
  }

  public var body: Self { return self }
  var erasedSegments: Any { [segment] }
}
