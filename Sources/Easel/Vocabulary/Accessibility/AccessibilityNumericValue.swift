/// A numeric value in a range, as sliders, steppers and progress views give them to assistive technologies.
public struct AccessibilityNumericValue: Hashable, Sendable {
  /// The current value.
  public var value: Double
  /// The smallest and largest values, when they are known.
  public var range: ClosedRange<Double>?

  /// A value, in `range` when given.
  public init(_ value: Double, in range: ClosedRange<Double>? = nil) { (self.value, self.range) = (value, range) }
}
