import Foundation

/// Where a popover attaches to the view that presents it.
///
/// Easel places a popover below the presenting view, or above it when the window has no room below, whatever
/// the anchor; the anchor is accepted so that SwiftUI code compiles unchanged.
public enum PopoverAttachmentAnchor: Sendable {
  /// A rectangle of the view.
  case rect(Source)
  /// A point of the view.
  case point(UnitPoint)

  /// A rectangle of the presenting view.
  public struct Source: Sendable {
    /// The view's bounds.
    public static let bounds = Source()
  }
}
