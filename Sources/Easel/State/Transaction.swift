import Foundation

/// The context of a state change, passed along to the updates it causes.
public struct Transaction: Sendable {
  /// Whether animations are turned off for this change.
  public var disablesAnimations = false
  /// Whether the change is one of a continuous series (such as a drag).
  public var isContinuous = false

  /// An empty transaction.
  public init() {}
}
