import Foundation

/// Feedback for a task's success, warning or failure: nothing to feel on a desktop (see ``UIFeedbackGenerator``).
@MainActor
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// What happened, as UIKit's.
  public enum FeedbackType: Int, Hashable, Sendable { case success, warning, error }

  /// Gives feedback of `notificationType` (nothing on a desktop).
  public func notificationOccurred(_ notificationType: FeedbackType) {}
}
