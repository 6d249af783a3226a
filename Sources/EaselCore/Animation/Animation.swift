import Foundation

/// How a change animates over time: a timing curve or a spring, with delay, speed and repetition.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
  enum Curve: Equatable, Sendable {
    case bezier(c0: CGPoint, c1: CGPoint, duration: TimeInterval)
    case spring(response: Double, dampingFraction: Double)
  }

  let curve: Curve
  var delayTime: TimeInterval = 0
  var speedFactor: Double = 1
  var repeats: Int? = 1
  var autoreverses = false

  init(curve: Curve) { self.curve = curve }

  /// The default animation: a smooth spring.
  public static let `default` = Animation.smooth

  /// Constant speed.
  public static func linear(duration: TimeInterval) -> Animation {
    Animation(curve: .bezier(c0: CGPoint(x: 0, y: 0), c1: CGPoint(x: 1, y: 1), duration: duration))
  }
  public static let linear = linear(duration: 0.35)

  /// Starts slowly.
  public static func easeIn(duration: TimeInterval) -> Animation { timingCurve(0.42, 0, 1, 1, duration: duration) }
  public static let easeIn = easeIn(duration: 0.35)
  /// Ends slowly.
  public static func easeOut(duration: TimeInterval) -> Animation { timingCurve(0, 0, 0.58, 1, duration: duration) }
  public static let easeOut = easeOut(duration: 0.35)
  /// Starts and ends slowly.
  public static func easeInOut(duration: TimeInterval) -> Animation {
    timingCurve(0.42, 0, 0.58, 1, duration: duration)
  }
  public static let easeInOut = easeInOut(duration: 0.35)

  /// A cubic Bézier timing curve from (0, 0) to (1, 1).
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35
  ) -> Animation {
    Animation(curve: .bezier(c0: CGPoint(x: c0x, y: c0y), c1: CGPoint(x: c1x, y: c1y), duration: duration))
  }

  /// A spring by its response (the period of its oscillation, in seconds) and damping fraction.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0)
    -> Animation
  {
    Animation(curve: .spring(response: max(response, 0.01), dampingFraction: max(dampingFraction, 0)))
  }

  /// A spring by its perceptual duration and bounce (0 for none, up to 1).
  ///
  /// Disfavoured, so that `.spring()` means `spring(response:dampingFraction:blendDuration:)`, as in SwiftUI.
  @_disfavoredOverload
  public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: TimeInterval = 0)
    -> Animation
  {
    spring(response: duration, dampingFraction: 1 - min(max(bounce, 0), 0.99))
  }
  public static let spring = spring(duration: 0.5, bounce: 0)
  /// A spring for interactive changes such as dragging.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(response: response, dampingFraction: dampingFraction)
  }
  public static let interactiveSpring = interactiveSpring()

  /// A spring without bounce.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: extraBounce)
  }
  public static let smooth = smooth()
  /// A quick spring with a little bounce.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  public static let snappy = snappy()
  /// A spring with visible bounce.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: 0.3 + extraBounce)
  }
  public static let bouncy = bouncy()

  /// The animation, starting `delay` seconds later.
  public func delay(_ delay: TimeInterval) -> Animation {
    var animation = self
    animation.delayTime += delay
    return animation
  }

  /// The animation, played `speed` times faster.
  public func speed(_ speed: Double) -> Animation {
    var animation = self
    animation.speedFactor *= max(speed, 0.0001)
    return animation
  }

  /// The animation repeated `repeatCount` times, reversing every other time when `autoreverses`.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    var animation = self
    animation.repeats = max(1, repeatCount)
    animation.autoreverses = autoreverses
    return animation
  }

  /// The animation repeated forever.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    var animation = self
    animation.repeats = nil
    animation.autoreverses = autoreverses
    return animation
  }

  public var description: String { "Animation(\(curve))" }

  /// The length of one run of the curve, in seconds (a spring's settling time).
  var runDuration: TimeInterval {
    switch curve {
    case .bezier(_, _, let duration): return duration / speedFactor
    case .spring(let response, let damping):
      // Time for the envelope e^(-ζωt) to fall below 0.1 % (critically damped and overdamped springs settle
      // within the same bound).
      let omega = 2 * Double.pi / response
      let zeta = max(min(damping, 1), 0.05)
      return log(1000) / (zeta * omega) / speedFactor
    }
  }

  /// The progress `elapsed` seconds after the change: the fraction of the way to the target (a spring may
  /// overshoot), and whether the animation is over.
  package func progress(at elapsed: TimeInterval) -> (fraction: Double, isFinished: Bool) {
    let time = (elapsed - delayTime)
    guard time > 0 else { return (0, false) }
    let run = runDuration
    guard run > 0 else { return (1, true) }
    var iteration = Int(time / run)
    var local = time - Double(iteration) * run
    if let repeats, iteration >= repeats {
      iteration = repeats - 1
      local = run
    }
    let finished = repeats.map { Double(iteration) * run + local >= Double($0) * run } ?? false
    var fraction = value(atRunTime: local * speedFactor)
    if autoreverses && iteration % 2 == 1 { fraction = 1 - fraction }
    if finished { return (autoreverses && (repeats ?? 1) % 2 == 0 ? 0 : 1, true) }
    return (fraction, false)
  }

  /// The curve's value `time` seconds into one run (at speed 1).
  private func value(atRunTime time: TimeInterval) -> Double {
    switch curve {
    case .bezier(let c0, let c1, let duration):
      guard duration > 0 else { return 1 }
      return Self.bezierValue(x: min(max(time / duration, 0), 1), c0: c0, c1: c1)
    case .spring(let response, let damping):
      let omega = 2 * Double.pi / response
      if damping >= 1 {
        return 1 - exp(-omega * time) * (1 + omega * time)
      }
      let dampedOmega = omega * (1 - damping * damping).squareRoot()
      let envelope = exp(-damping * omega * time)
      return 1 - envelope * (cos(dampedOmega * time) + damping * omega / dampedOmega * sin(dampedOmega * time))
    }
  }

  /// The y of the cubic Bézier (0,0) c0 c1 (1,1) at `x`, found by bisection on the curve's parameter.
  private static func bezierValue(x: Double, c0: CGPoint, c1: CGPoint) -> Double {
    func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    var low = 0.0
    var high = 1.0
    var t = x
    for _ in 0..<40 {
      let current = coordinate(t, Double(c0.x), Double(c1.x))
      if abs(current - x) < 1e-7 { break }
      if current < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return coordinate(t, Double(c0.y), Double(c1.y))
  }
}
