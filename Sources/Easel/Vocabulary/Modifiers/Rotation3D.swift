import Foundation

/// A rotation in space drawn in perspective, as written by `rotation3DEffect`.
struct Rotation3D: Equatable {
  var angle: Angle
  var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
  var anchor: UnitPoint
  var anchorZ: CGFloat
  var perspective: CGFloat

  static func == (lhs: Rotation3D, rhs: Rotation3D) -> Bool {
    lhs.angle == rhs.angle && lhs.axis == rhs.axis && lhs.anchor == rhs.anchor && lhs.anchorZ == rhs.anchorZ
      && lhs.perspective == rhs.perspective
  }

  /// The rotation `fraction` of the way to `other`: the angle and the anchor move, as SwiftUI interpolates each
  /// parameter separately.
  func interpolated(to other: Rotation3D, fraction: Double) -> Rotation3D {
    var result = other
    result.angle = Angle(radians: angle.radians + (other.angle.radians - angle.radians) * fraction)
    result.anchorZ = anchorZ + (other.anchorZ - anchorZ) * fraction
    return result
  }

  /// The same rotation by no angle, for animating in from or out to none.
  var unrotated: Rotation3D {
    var result = self
    result.angle = .zero
    return result
  }

  /// The projection of a view of `size`: turned about the axis through its anchor (x right, y down, z toward the
  /// viewer), then seen from a distance of its longer side divided by `perspective`.
  func projection(in size: CGSize) -> ProjectionTransform {
    let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
    guard length > 0 else { return ProjectionTransform() }
    let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
    let (c, s) = (cos(angle.radians), sin(angle.radians))
    let t = 1 - c
    // Rodrigues' rotation matrix, columns acting on (u, v, z).
    let r = [
      [c + x * x * t, x * y * t - z * s, x * z * t + y * s],
      [y * x * t + z * s, c + y * y * t, y * z * t - x * s],
      [z * x * t - y * s, z * y * t + x * s, c + z * z * t],
    ]
    let pivot = anchor.point(in: size)
    let distance = perspective > 0 ? max(size.width, size.height) / perspective : .infinity
    // w = 1 - Z / distance, where Z is the rotated point's height above the view's plane.
    let wU = distance.isFinite ? -r[2][0] / distance : 0
    let wV = distance.isFinite ? -r[2][1] / distance : 0
    let zConstant = -r[2][2] * anchorZ + anchorZ
    let w0 = distance.isFinite ? 1 - zConstant / distance : 1
    var aroundPivot = ProjectionTransform()
    aroundPivot.m11 = pivot.x * wU + r[0][0]
    aroundPivot.m12 = pivot.y * wU + r[1][0]
    aroundPivot.m13 = wU
    aroundPivot.m21 = pivot.x * wV + r[0][1]
    aroundPivot.m22 = pivot.y * wV + r[1][1]
    aroundPivot.m23 = wV
    aroundPivot.m31 = pivot.x * w0 - r[0][2] * anchorZ
    aroundPivot.m32 = pivot.y * w0 - r[1][2] * anchorZ
    aroundPivot.m33 = w0
    return ProjectionTransform(CGAffineTransform(translationX: -pivot.x, y: -pivot.y)).concatenating(aroundPivot)
  }
}
