import Foundation

/// The geometry of a scroll view: how far its content is scrolled, how large the content and the view are.
///
/// `onScrollGeometryChange(for:of:action:)` and `onScrollPhaseChange(_:)` give it. The content insets are the bars
/// around the scroll view that its content scrolls under (`safeAreaInset`, `safeAreaPadding`).
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
  /// The content point at the scroll view's top-leading corner.
  public var contentOffset: CGPoint
  /// The size of the scrolled content.
  public var contentSize: CGSize
  /// The insets of the content from the scroll view's edges.
  public var contentInsets: EdgeInsets
  /// The size of the scroll view.
  public var containerSize: CGSize

  /// A geometry of these values.
  public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }

  /// The scroll view's bounds in the content's coordinates, not adjusted by the content insets.
  public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }

  /// The part of the content the scroll view shows: its bounds less the content insets.
  public var visibleRect: CGRect {
    CGRect(
      x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
      width: max(0, containerSize.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, containerSize.height - contentInsets.top - contentInsets.bottom))
  }

  public var debugDescription: String {
    "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), "
      + "contentInsets: \(contentInsets), containerSize: \(containerSize))"
  }
}
