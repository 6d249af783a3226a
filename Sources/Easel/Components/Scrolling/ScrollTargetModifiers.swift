import Foundation

extension View {
  /// Marks the views of this layout as the targets a `.viewAligned` scroll view comes to rest on.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    modifier(ScrollTargetLayoutModifier(isEnabled: isEnabled))
  }

  /// Sets how the scroll views inside come to rest when a drag, a flick or a run of wheel scrolls ends: on a
  /// page boundary with `.paging`, with a view of their `scrollTargetLayout()` at the leading edge with
  /// `.viewAligned`. They glide there with an animation.
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
    let snapping = ScrollSnapping(behavior)
    return modifier(EnvironmentWritingModifier(transform: { $0.scrollSnapping = snapping }))
  }

  /// Sets whether the scroll views inside bounce at their ends.
  ///
  /// Accepted for SwiftUI compatibility: Easel's scroll views stop at their ends without bouncing, which is what
  /// `.basedOnSize` gives for content that fits.
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
    self
  }
}
