import Foundation

/// A type with values that support addition and scalar multiplication, so they can be interpolated.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// The value scaled by `rhs`.
  public func scaled(by rhs: Double) -> Self {
    var result = self
    result.scale(by: rhs)
    return result
  }

  /// The value `fraction` of the way from `self` to `target`.
  package func interpolated(to target: Self, fraction: Double) -> Self { self + (target - self).scaled(by: fraction) }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

/// Animatable data for types with nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  public init() {}
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

/// A pair of animatable values, itself animatable.
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }

  public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
  public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
  }
  public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
  }
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// A type whose changes can be animated: its `animatableData` is interpolated frame by frame.
@MainActor @preconcurrency
public protocol Animatable {
  /// The type of the data to animate.
  associatedtype AnimatableData: VectorArithmetic
  /// The data to animate.
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// A modifier that can create another modifier with animation: its `animatableData` is interpolated and its body
/// evaluated again each frame.
public protocol AnimatableModifier: Animatable, ViewModifier {}

extension Double: Animatable {
  public var animatableData: Double {
    get { self }
    set { self = newValue }
  }
}

extension Float: Animatable {
  public var animatableData: Float {
    get { self }
    set { self = newValue }
  }
}

extension CGFloat: Animatable {
  public var animatableData: CGFloat {
    get { self }
    set { self = newValue }
  }
}

extension CGPoint: Animatable {
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

extension CGRect: Animatable {
  public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
  }
}

extension Angle: Animatable {
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }
}
