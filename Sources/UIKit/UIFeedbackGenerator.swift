import Foundation

/// Haptic feedback, as UIKit's `UIFeedbackGenerator`. A desktop computer has no haptic engine, so the feedback
/// generators accept every call and make nothing happen: code that gives feedback runs unchanged, and the user
/// feels nothing, as on an iPad without haptics.
@MainActor
open class UIFeedbackGenerator {
  public init() {}
  /// Readies the haptic engine (there is none).
  public func prepare() {}
}
