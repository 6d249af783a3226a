import Foundation

/// A 3×3 projective transform of the plane, for perspective effects such as `rotation3DEffect`.
///
/// Points are row vectors, as with `CGAffineTransform`: `(x, y, 1) · M`, divided by the third component.
public struct ProjectionTransform: Hashable, Sendable {
  /// The first row: how x contributes to x, y and w.
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  /// The second row: how y contributes to x, y and w.
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  /// The third row: the constant parts of x, y and w.
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

  /// The identity.
  public init() {}

  /// The projective form of an affine transform.
  public init(_ m: CGAffineTransform) {
    (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  }

  /// Whether the transform keeps parallel lines parallel.
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// Whether the transform is the identity.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// `self` followed by `other`.
  public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
    var r = ProjectionTransform()
    r.m11 = m11 * other.m11 + m12 * other.m21 + m13 * other.m31
    r.m12 = m11 * other.m12 + m12 * other.m22 + m13 * other.m32
    r.m13 = m11 * other.m13 + m12 * other.m23 + m13 * other.m33
    r.m21 = m21 * other.m11 + m22 * other.m21 + m23 * other.m31
    r.m22 = m21 * other.m12 + m22 * other.m22 + m23 * other.m32
    r.m23 = m21 * other.m13 + m22 * other.m23 + m23 * other.m33
    r.m31 = m31 * other.m11 + m32 * other.m21 + m33 * other.m31
    r.m32 = m31 * other.m12 + m32 * other.m22 + m33 * other.m32
    r.m33 = m31 * other.m13 + m32 * other.m23 + m33 * other.m33
    return r
  }

  /// Inverts the transform in place; returns whether it could (a singular transform is left unchanged).
  @discardableResult
  public mutating func invert() -> Bool {
    let c11 = m22 * m33 - m23 * m32
    let c12 = m13 * m32 - m12 * m33
    let c13 = m12 * m23 - m13 * m22
    let determinant = m11 * c11 + m21 * c12 + m31 * c13
    guard abs(determinant) > 1e-12, determinant.isFinite else { return false }
    let inverse = ProjectionTransform(
      rows: [
        [c11, c12, c13],
        [m23 * m31 - m21 * m33, m11 * m33 - m13 * m31, m13 * m21 - m11 * m23],
        [m21 * m32 - m22 * m31, m12 * m31 - m11 * m32, m11 * m22 - m12 * m21],
      ])
    self = inverse.scaled(by: 1 / determinant)
    return true
  }

  /// Where the transform takes `point`; `nil` behind the viewer (where the projection divides by zero or less).
  func apply(to point: CGPoint) -> CGPoint? {
    let w = point.x * m13 + point.y * m23 + m33
    guard w > 1e-9 else { return nil }
    return CGPoint(x: (point.x * m11 + point.y * m21 + m31) / w, y: (point.x * m12 + point.y * m22 + m32) / w)
  }

  private init(rows: [[CGFloat]]) {
    (m11, m12, m13) = (rows[0][0], rows[0][1], rows[0][2])
    (m21, m22, m23) = (rows[1][0], rows[1][1], rows[1][2])
    (m31, m32, m33) = (rows[2][0], rows[2][1], rows[2][2])
  }

  private func scaled(by factor: CGFloat) -> ProjectionTransform {
    ProjectionTransform(
      rows: [
        [m11 * factor, m12 * factor, m13 * factor], [m21 * factor, m22 * factor, m23 * factor],
        [m31 * factor, m32 * factor, m33 * factor],
      ])
  }
}
