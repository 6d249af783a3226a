import Foundation

/// A keyframe reached along a cubic curve that passes smoothly through the keyframes around it (a Catmull-Rom
/// spline), or leaves and arrives at the velocities given.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
  let segment: KeyframeSegment<Value>

  /// A keyframe that reaches `to` in `duration` seconds, leaving the keyframe before at `startVelocity` and
  /// arriving at `endVelocity` (per second) when they are given.
  public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
    segment = KeyframeSegment(
      target: to, duration: max(duration, 0), motion: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))
  }

  public var body: Self { return self }
  var erasedSegments: Any { [segment] }
}
