import Foundation

/// A spring's motion, by its perceptual duration and bounce, as a `SpringKeyframe` moves along it.
public struct Spring: Hashable, Sendable {
  /// The spring's response: the period of its oscillation, in seconds.
  let response: Double
  /// Its damping: 1 for no bounce, less for more.
  let dampingRatio: Double

  /// A spring that settles in about `duration` seconds, with `bounce` from 0 (none) up to 1.
  public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
    response = max(duration, 0.01)
    dampingRatio = 1 - min(max(bounce, 0), 0.99)
  }

  /// A spring by its response (the period of its oscillation) and damping ratio.
  public init(response: Double, dampingRatio: Double) {
    self.response = max(response, 0.01)
    self.dampingRatio = max(dampingRatio, 0)
  }

  /// The spring's perceptual duration.
  public var duration: TimeInterval { response }
  /// How much it bounces: 0 for none.
  public var bounce: Double { 1 - dampingRatio }
  /// The time it takes to come to rest.
  public var settlingDuration: TimeInterval { animation.runDuration }

  /// A spring without bounce.
  public static let smooth = Spring(duration: 0.5, bounce: 0)
  /// A quick spring with a little bounce.
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)
  /// A spring with visible bounce.
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

  /// A spring without bounce, `extraBounce` added.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }

  /// A quick spring with a little bounce, `extraBounce` added.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// A spring with visible bounce, `extraBounce` added.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  /// The animation that moves along this spring.
  var animation: Animation { .spring(response: response, dampingFraction: dampingRatio) }

  /// The fraction of the way to the target `time` seconds in (it may overshoot).
  func fraction(at time: TimeInterval) -> Double { animation.progress(at: time).fraction }
}
