import Foundation

/// A keyframe that jumps to its value at once, without interpolating.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
  let segment: KeyframeSegment<Value>

  /// A keyframe that jumps to `to`.
  public init(_ to: Value) { segment = KeyframeSegment(target: to, duration: 0, motion: .move) }

  public var body: Self { return self }
  var erasedSegments: Any { [segment] }
}
