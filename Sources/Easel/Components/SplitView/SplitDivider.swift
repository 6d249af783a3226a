import Foundation

/// The divider after a split view column: a hairline with a wider handle that resizes the column when dragged and
/// shows the column-resize pointer.
struct SplitDivider: View {
  let controller: SplitColumnController

  /// The width of the handle around the hairline, in points.
  static let handleWidth: CGFloat = 8

  var body: some View {
    Divider()
      .overlay {
        Color.clear
          .frame(width: Self.handleWidth)
          .contentShape(Rectangle())
          .pointerStyle(.columnResize)
          .gesture(
            // Global coordinates: the handle moves with the column it resizes.
            DragGesture(minimumDistance: 1, coordinateSpace: .global)
              .onChanged { value in controller.dragChanged(translation: value.translation.width) }
              .onEnded { _ in controller.dragEnded() })
      }
  }
}
