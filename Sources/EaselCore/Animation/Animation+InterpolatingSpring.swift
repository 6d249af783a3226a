import Foundation

extension Animation {
  /// A spring of a mass on a spring of `stiffness` with `damping`, as a physical model states it: its response is
  /// 2π√(mass / stiffness) and its damping fraction damping / (2√(stiffness × mass)).
  ///
  /// SwiftUI's interpolating springs add a new change's motion to the one running; Easel's start each change from
  /// where the value is, and `initialVelocity` is accepted without giving the spring a push.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    let mass = max(mass, 1e-6)
    let stiffness = max(stiffness, 1e-6)
    return spring(
      response: 2 * Double.pi * (mass / stiffness).squareRoot(),
      dampingFraction: max(damping, 0) / (2 * (stiffness * mass).squareRoot()))
  }

  /// A spring that settles in about `duration` seconds, overshooting more as `bounce` goes from 0 to 1.
  public static func interpolatingSpring(
    duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  ) -> Animation {
    spring(duration: duration, bounce: bounce)
  }

  /// An interpolating spring that settles in half a second without bouncing.
  public static var interpolatingSpring: Animation { interpolatingSpring() }
}
