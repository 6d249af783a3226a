import Foundation

/// Feedback for a physical impact: nothing to feel on a desktop (see ``UIFeedbackGenerator``).
@MainActor
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The mass of the objects colliding, as UIKit's.
  public enum FeedbackStyle: Int, Hashable, Sendable { case light, medium, heavy, soft, rigid }

  /// The style the generator was made with.
  public let style: FeedbackStyle

  /// A generator of `style`.
  public init(style: FeedbackStyle) { self.style = style }
  /// A generator of medium impacts.
  public override convenience init() { self.init(style: .medium) }

  /// Gives an impact (nothing on a desktop).
  public func impactOccurred() {}
  /// Gives an impact of `intensity` in 0…1 (nothing on a desktop).
  public func impactOccurred(intensity: CGFloat) {}
}
