import Foundation

/// Feedback for a changing selection: nothing to feel on a desktop (see ``UIFeedbackGenerator``).
@MainActor
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Gives feedback for a selection change (nothing on a desktop).
  public func selectionChanged() {}
}
