import Foundation

/// The visual effect that changes nothing, which `visualEffect(_:)` gives its closure to build on.
public struct EmptyVisualEffect: VisualEffect {
  /// The empty effect.
  public init() {}
}
