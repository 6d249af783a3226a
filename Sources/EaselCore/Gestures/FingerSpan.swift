import Foundation

/// The line between two fingers: a pinch's scale and rotation are how it changed since the fingers went down.
/// Real fingers and the Shift-drag emulation measure with it, so both report the same values.
struct FingerSpan: Equatable {
  /// The distance between the fingers, in points.
  let distance: CGFloat
  /// The direction from the first finger to the second, in radians.
  let angle: CGFloat

  init(from first: CGPoint, to second: CGPoint) {
    distance = first.distance(to: second)
    angle = atan2(second.y - first.y, second.x - first.x)
  }

  /// The scale since `start`: 2 when the fingers are twice as far apart. Fingers closer than a point count as a point
  /// apart, so the scale is never 0: two real fingers cannot meet, but a mouse emulating one can pass over the other,
  /// and an app multiplying its zoom by 0 could never pinch it back.
  func scale(since start: FingerSpan) -> CGFloat { max(distance, 1) / max(start.distance, 1) }

  /// The rotation since `start`, the shorter way round (between −π and π).
  func rotation(since start: FingerSpan) -> Angle {
    var delta = angle - start.angle
    while delta > .pi { delta -= 2 * .pi }
    while delta < -.pi { delta += 2 * .pi }
    return .radians(delta)
  }
}
