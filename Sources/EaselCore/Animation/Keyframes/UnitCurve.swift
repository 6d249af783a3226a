import Foundation

/// A function from 0…1 to 0…1 that shapes how a `LinearKeyframe` moves from its start to its value.
public struct UnitCurve: Hashable, Sendable {
  let startControlPoint: UnitPoint
  let endControlPoint: UnitPoint

  /// A cubic Bézier curve from (0, 0) through the control points to (1, 1).
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(startControlPoint: startControlPoint, endControlPoint: endControlPoint)
  }

  /// Constant speed.
  public static let linear = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
  /// Starts slowly.
  public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
  /// Ends slowly.
  public static let easeOut = bezier(
    startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  /// Starts and ends slowly.
  public static let easeInOut = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

  /// The curve's value at `progress` (0…1).
  public func value(at progress: Double) -> Double {
    let curve = Animation.timingCurve(
      Double(startControlPoint.x), Double(startControlPoint.y), Double(endControlPoint.x), Double(endControlPoint.y),
      duration: 1)
    return curve.progress(at: min(max(progress, 0), 1)).fraction
  }
}
