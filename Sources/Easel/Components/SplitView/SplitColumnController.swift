import Foundation

/// Links a split view's divider to the column before it, so dragging the divider resizes the column.
@MainActor
final class SplitColumnController {
  weak var column: SplitColumnNode?
  /// The column's width when the drag started.
  private var startWidth: CGFloat?

  /// Resizes the column by `translation` points since the drag started.
  func dragChanged(translation: CGFloat) {
    guard let column else { return }
    let start = startWidth ?? column.width
    startWidth = start
    column.drag(to: start + translation)
  }

  func dragEnded() { startWidth = nil }
}
