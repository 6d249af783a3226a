import Foundation

/// Keyframes laid out from an initial value, to read their value at any time without a view: the value a
/// `KeyframeAnimator` would show then.
@MainActor
public struct KeyframeTimeline<Value> {
  let initialValue: Value
  let tracks: [ResolvedKeyframeTrack<Value>]

  /// The timeline of `content`'s tracks from `initialValue`.
  public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
    self.initialValue = initialValue
    tracks = content().tracks(from: initialValue)
  }

  /// How long the keyframes take: the longest track's duration.
  public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

  /// The value `time` seconds in (each track holds its last value after it ends).
  public func value(time: TimeInterval) -> Value {
    var value = initialValue
    for track in tracks { track.apply(&value, max(time, 0)) }
    return value
  }

  /// The value at `progress` (0…1) of the timeline's duration.
  public func value(progress: Double) -> Value { value(time: min(max(progress, 0), 1) * duration) }
}
