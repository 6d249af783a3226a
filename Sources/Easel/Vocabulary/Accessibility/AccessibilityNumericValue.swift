/// A numeric value in a range, as sliders, steppers and progress views give them to assistive technologies.
public struct AccessibilityNumericValue: Hashable, Sendable {
  /// The current value.
  public var value: Double
  /// The smallest and largest values, when they are known.
  public var range: ClosedRange<Double>?
  /// How far one increment moves it (a stepper's step), when it moves by steps.
  public var step: Double?

  /// A value, in `range` when given, moved by `step` when given.
  public init(_ value: Double, in range: ClosedRange<Double>? = nil, step: Double? = nil) {
    (self.value, self.range, self.step) = (value, range, step)
  }

  /// `number` as a double, when it is an integer or a floating-point number (a stepper's value may be any
  /// `Strideable`).
  static func double<Number>(_ number: Number) -> Double? {
    if let integer = number as? any BinaryInteger { return Double(integer) }
    if let real = number as? any BinaryFloatingPoint { return Double(real) }
    return nil
  }
}
