import Foundation

/// A sequence of keyframes animating one property of a value (or the whole value), from its value at the start.
///
/// ```swift
/// KeyframeTrack(\.verticalOffset) {
///   SpringKeyframe(-30, duration: 0.3)
///   CubicKeyframe(0, duration: 0.2)
/// }
/// ```
public struct KeyframeTrack<Root, TrackValue: Animatable, Content: KeyframeTrackContent>: Keyframes, PrimitiveKeyframes
where Content.Value == TrackValue {
  /// The keyframes animate a whole value of this type.
  public typealias Value = Root
  let keyPath: WritableKeyPath<Root, TrackValue>
  let content: Content

  /// Keyframes that animate the property of the value at `keyPath`.
  public init(
    _ keyPath: WritableKeyPath<Root, TrackValue>, @KeyframeTrackContentBuilder<TrackValue> content: () -> Content
  ) {
    (self.keyPath, self.content) = (keyPath, content())
  }

  public var body: Self { return self }

  var erasedTracks: Any {
    let (keyPath, segments) = (keyPath, content.segments)
    let resolve: @MainActor (Root) -> [ResolvedKeyframeTrack<Root>] = { start in
      let curve = KeyframeCurve(start: start[keyPath: keyPath], segments: segments)
      return [
        ResolvedKeyframeTrack(duration: curve.duration) { root, time in root[keyPath: keyPath] = curve.value(at: time) }
      ]
    }
    return resolve
  }
}

extension KeyframeTrack where Root == TrackValue {
  /// Keyframes that animate the whole value.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
    self.init(\.self, content: content)
  }
}
