import Foundation

/// A keyframe reached along a spring from the keyframe before.
///
/// `startVelocity` is accepted; the spring starts at rest.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
  let segment: KeyframeSegment<Value>

  /// A keyframe that reaches `to` along `spring`, in `duration` seconds (the next keyframe starts then) or, without
  /// one, once the spring settles.
  public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
    segment = KeyframeSegment(
      target: to, duration: max(duration ?? spring.settlingDuration, 0), motion: .spring(spring))
  }

  public var body: Self { return self }
  var erasedSegments: Any { [segment] }
}
