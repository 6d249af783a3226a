import Foundation

extension View {
  /// Marks the views of this layout as the targets a `.viewAligned` scroll view settles on.
  ///
  /// Accepted for SwiftUI compatibility: Easel's scroll views do not snap yet.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

  /// Sets how the scroll views inside settle when a scroll ends.
  ///
  /// Accepted for SwiftUI compatibility: Easel's scroll views do not snap yet, and come to rest where their momentum
  /// ends.
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }

  /// Sets whether the scroll views inside bounce at their ends.
  ///
  /// Accepted for SwiftUI compatibility: Easel's scroll views stop at their ends without bouncing, which is what
  /// `.basedOnSize` gives for content that fits.
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
    self
  }
}
