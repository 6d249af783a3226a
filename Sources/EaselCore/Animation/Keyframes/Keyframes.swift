import Foundation

/// A type that defines a set of keyframe-based animations: one or more `KeyframeTrack`s, each animating a part of
/// the value. Main-actor isolated, as Easel's `Animatable` is.
@MainActor @preconcurrency
public protocol Keyframes<Value> {
  /// The type of value the keyframes animate.
  associatedtype Value = Body.Value
  /// The tracks these keyframes are made of.
  associatedtype Body: Keyframes
  /// The tracks these keyframes are made of.
  @KeyframesBuilder<Value> var body: Body { get }
}

/// One track resolved against a start value: how long it runs and how it sets its part of the value.
@MainActor
struct ResolvedKeyframeTrack<Root> {
  let duration: TimeInterval
  let apply: @MainActor (inout Root, TimeInterval) -> Void
}

/// Keyframes that list their tracks themselves, rather than through a body.
/// Their `body` is themselves, written with `return` so that the protocol's result builder does not apply.
@MainActor
protocol PrimitiveKeyframes {
  /// The tracks, each resolved against a start value: `(Root) -> [ResolvedKeyframeTrack<Root>]`.
  var erasedTracks: Any { get }
}

extension Keyframes {
  /// The tracks, each resolved against `start`.
  func tracks(from start: Value) -> [ResolvedKeyframeTrack<Value>] {
    if let primitive = self as? any PrimitiveKeyframes,
      let resolve = primitive.erasedTracks as? @MainActor (Value) -> [ResolvedKeyframeTrack<Value>]
    {
      return resolve(start)
    }
    guard let start = start as? Body.Value else { return [] }
    return body.tracks(from: start).compactMap { $0 as? ResolvedKeyframeTrack<Value> }
  }
}

/// Several tracks that run at once: what a `KeyframesBuilder` with several tracks gives.
public struct KeyframeTracks<Value>: Keyframes, PrimitiveKeyframes {
  let resolve: @MainActor (Value) -> [ResolvedKeyframeTrack<Value>]
  public var body: Self { return self }
  var erasedTracks: Any { resolve }
}

/// Builds keyframes from the tracks listed in a closure; they run at the same time.
@resultBuilder @MainActor
public enum KeyframesBuilder<Value> {
  /// A track, as it is.
  public static func buildExpression<K: Keyframes>(_ keyframes: K) -> KeyframeTracks<Value> where K.Value == Value {
    KeyframeTracks { start in keyframes.tracks(from: start) }
  }

  /// Tracks that run at the same time.
  public static func buildBlock(_ tracks: KeyframeTracks<Value>...) -> KeyframeTracks<Value> {
    KeyframeTracks { start in tracks.flatMap { $0.resolve(start) } }
  }

  /// Tracks inside an `if`.
  public static func buildOptional(_ tracks: KeyframeTracks<Value>?) -> KeyframeTracks<Value> {
    tracks ?? KeyframeTracks { _ in [] }
  }

  /// The tracks of an `if`'s first branch.
  public static func buildEither(first tracks: KeyframeTracks<Value>) -> KeyframeTracks<Value> { tracks }

  /// The tracks of an `if`'s second branch.
  public static func buildEither(second tracks: KeyframeTracks<Value>) -> KeyframeTracks<Value> { tracks }
}
