import Foundation

extension View {
  /// Draws a border of `width` points inside the view's frame, as SwiftUI's `border(_:width:)` does: the border
  /// covers the view's edges rather than growing it.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width))
  }
}
