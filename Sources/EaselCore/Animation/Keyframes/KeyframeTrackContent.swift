import Foundation

/// A group of keyframes of one track: `LinearKeyframe`, `SpringKeyframe`, `CubicKeyframe`, `MoveKeyframe`, or
/// several of them written one after another in a `KeyframeTrack`. Main-actor isolated, as Easel's `Animatable` is.
@MainActor @preconcurrency
public protocol KeyframeTrackContent<Value> {
  /// The type of value the keyframes animate.
  associatedtype Value: Animatable = Body.Value
  /// The keyframes this content is made of.
  associatedtype Body: KeyframeTrackContent
  /// The keyframes this content is made of.
  @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

/// Keyframes that list their segments themselves, rather than through a body.
/// Their `body` is themselves, written with `return` so that the protocol's result builder does not apply.
@MainActor
protocol PrimitiveKeyframeTrackContent {
  /// The segments, as `[KeyframeSegment<Value>]`.
  var erasedSegments: Any { get }
}

extension KeyframeTrackContent {
  /// The keyframes' segments, in order.
  var segments: [KeyframeSegment<Value>] {
    if let primitive = self as? any PrimitiveKeyframeTrackContent,
      let segments = primitive.erasedSegments as? [KeyframeSegment<Value>]
    {
      return segments
    }
    return body.segments.compactMap { $0 as? KeyframeSegment<Value> }
  }
}

/// Several keyframes, one after another: what a `KeyframeTrackContentBuilder` with several keyframes gives.
public struct KeyframeTrackContentSequence<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
  let keyframes: [KeyframeSegment<Value>]
  public var body: Self { return self }
  var erasedSegments: Any { keyframes }
}

/// Builds the keyframes of a track from the keyframes listed in a closure.
@resultBuilder @MainActor
public enum KeyframeTrackContentBuilder<Value: Animatable> {
  /// A keyframe, as it is.
  public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeTrackContentSequence<Value>
  where K.Value == Value {
    KeyframeTrackContentSequence(keyframes: keyframe.segments)
  }

  /// Keyframes in order.
  public static func buildBlock(_ content: KeyframeTrackContentSequence<Value>...) -> KeyframeTrackContentSequence<
    Value
  > {
    KeyframeTrackContentSequence(keyframes: content.flatMap(\.keyframes))
  }

  /// Keyframes inside an `if`.
  public static func buildOptional(_ content: KeyframeTrackContentSequence<Value>?) -> KeyframeTrackContentSequence<
    Value
  > {
    content ?? KeyframeTrackContentSequence(keyframes: [])
  }

  /// The keyframes of an `if`'s first branch.
  public static func buildEither(first content: KeyframeTrackContentSequence<Value>) -> KeyframeTrackContentSequence<
    Value
  > { content }

  /// The keyframes of an `if`'s second branch.
  public static func buildEither(second content: KeyframeTrackContentSequence<Value>) -> KeyframeTrackContentSequence<
    Value
  > { content }

  /// The keyframes of a `for` loop, in order.
  public static func buildArray(_ content: [KeyframeTrackContentSequence<Value>]) -> KeyframeTrackContentSequence<
    Value
  > {
    KeyframeTrackContentSequence(keyframes: content.flatMap(\.keyframes))
  }
}
