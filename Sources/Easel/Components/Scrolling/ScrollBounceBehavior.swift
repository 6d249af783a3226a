import Foundation

/// Whether a scroll view bounces at its ends: `scrollBounceBehavior(_:axes:)`.
public struct ScrollBounceBehavior: Hashable, Sendable {
  private let rawValue: Int

  /// The platform's choice.
  public static let automatic = ScrollBounceBehavior(rawValue: 0)
  /// Always bounces.
  public static let always = ScrollBounceBehavior(rawValue: 1)
  /// Bounces only when the content is larger than the scroll view.
  public static let basedOnSize = ScrollBounceBehavior(rawValue: 2)
}
