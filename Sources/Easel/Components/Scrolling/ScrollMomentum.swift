import Foundation

/// The glide after a flick: the velocity decays exponentially, as in UIKit's scroll views (×0.998 per
/// millisecond), so the distance left is the velocity over the decay rate. Computed in closed form from the
/// release, so frames at any times (virtual in tests) give the same positions.
struct ScrollMomentum {
  /// The decay rate per second: −ln(0.998) × 1000.
  static let decayRate: CGFloat = -log(0.998) * 1000
  /// Below this speed, in points per second, the glide stops.
  static let stopSpeed: CGFloat = 8

  let startTime: TimeInterval
  let startOffset: CGPoint
  /// The velocity of the offset at release, in points per second.
  var velocity: CGSize

  /// The offset `time` seconds after the release, before clamping.
  func offset(at time: TimeInterval) -> CGPoint {
    let elapsed = CGFloat(max(0, time - startTime))
    let travelled = (1 - exp(-Self.decayRate * elapsed)) / Self.decayRate
    return CGPoint(x: startOffset.x + velocity.width * travelled, y: startOffset.y + velocity.height * travelled)
  }

  /// Whether the glide has slowed to a stop by `time`.
  func isFinished(at time: TimeInterval) -> Bool {
    let factor = exp(-Self.decayRate * CGFloat(max(0, time - startTime)))
    return hypot(velocity.width, velocity.height) * factor < Self.stopSpeed
  }
}
