import Foundation

/// A node parameter that moves to each new value along the animation of the transaction that set it.
package struct AnimatedValue<Value: Equatable> {
  package private(set) var target: Value
  private var from: Value?
  private var animation: Animation?
  private var start: TimeInterval = 0
  private let interpolate: (Value, Value, Double) -> Value

  package init(_ value: Value, interpolate: @escaping (Value, Value, Double) -> Value) {
    target = value
    self.interpolate = interpolate
  }

  /// Sets a new target; with an animation the value travels from where it is now. Returns whether it animates.
  @discardableResult
  package mutating func set(_ value: Value, animation: Animation?, now: TimeInterval) -> Bool {
    guard value != target else { return animation != nil && isAnimating(at: now) }
    if let animation {
      from = self.value(at: now)
      self.animation = animation
      start = now
    } else {
      from = nil
      self.animation = nil
    }
    target = value
    return animation != nil
  }

  /// The value at time `now`.
  package func value(at now: TimeInterval) -> Value {
    guard let from, let animation else { return target }
    let (fraction, finished) = animation.progress(at: now - start)
    return finished ? target : interpolate(from, target, fraction)
  }

  /// Whether the value is still moving at `now`.
  package func isAnimating(at now: TimeInterval) -> Bool {
    guard from != nil, let animation else { return false }
    return !animation.progress(at: now - start).isFinished
  }
}

extension AnimatedValue where Value: VectorArithmetic {
  package init(_ value: Value) { self.init(value) { $0.interpolated(to: $1, fraction: $2) } }
}

extension Color.Resolved {
  /// The color `fraction` of the way to `other`, component by component.
  package func interpolated(to other: Color.Resolved, fraction: Double) -> Color.Resolved {
    func mix(_ a: Float, _ b: Float) -> Float { a + (b - a) * Float(fraction) }
    return Color.Resolved(
      red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
      opacity: mix(opacity, other.opacity))
  }
}

extension Paint {
  /// Colors blend; other paints switch at the start.
  func interpolated(to other: Paint, fraction: Double) -> Paint {
    if case .color(let a) = self, case .color(let b) = other {
      return .color(a.interpolated(to: b, fraction: fraction))
    }
    return other
  }
}
