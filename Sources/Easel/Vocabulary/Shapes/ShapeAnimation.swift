import Foundation

/// A shape on its way to a new one while an animation runs: its `animatableData` is interpolated, so a `trim`
/// grows and an offset shape slides, as in SwiftUI.
@MainActor
struct ShapeAnimation {
  private(set) var target: any Shape
  private var from: (any Shape)?
  private var animation: Animation?
  private var start: TimeInterval = 0

  init(_ shape: any Shape) { target = shape }

  /// Sets a new shape; with an animation, and data that differs, it travels from where it is now. Returns whether
  /// it animates.
  mutating func set(_ shape: any Shape, animation: Animation?, now: TimeInterval) -> Bool {
    let current = value(at: now)
    target = shape
    guard let animation, Self.differ(current, shape) else {
      (from, self.animation) = (nil, nil)
      return false
    }
    (from, self.animation, start) = (current, animation, now)
    return true
  }

  /// The shape at time `now`.
  func value(at now: TimeInterval) -> any Shape {
    guard let from, let animation else { return target }
    let (fraction, finished) = animation.progress(at: now - start)
    return finished ? target : Self.mix(from, target, fraction)
  }

  /// Whether the shape is still moving at `now`.
  func isAnimating(at now: TimeInterval) -> Bool {
    guard from != nil, let animation else { return false }
    return !animation.progress(at: now - start).isFinished
  }

  /// Whether both shapes are of one type and their animatable data differ.
  private static func differ(_ from: any Shape, _ to: any Shape) -> Bool {
    func open<A: Animatable>(_ to: A) -> Bool {
      guard let from = from as? A else { return false }
      return from.animatableData != to.animatableData
    }
    return open(to)
  }

  /// `to` with its data `fraction` of the way from `from`'s.
  private static func mix(_ from: any Shape, _ to: any Shape, _ fraction: Double) -> any Shape {
    func open<S: Shape>(_ to: S) -> any Shape {
      guard let from = from as? S else { return to }
      var result = to
      result.animatableData = from.animatableData.interpolated(to: to.animatableData, fraction: fraction)
      return result
    }
    return open(to)
  }
}
