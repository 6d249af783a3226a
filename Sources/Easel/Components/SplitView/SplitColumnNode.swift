@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Sizes a split view column: the width set by the first `navigationSplitViewColumnWidth` in the column (found
/// through its subtree, as SwiftUI reads it from the column's view wherever it sits), else the default width; once
/// its divider is dragged, the dragged width, within the setting's range.
final class SplitColumnNode: ContainerNode {
  private var defaultWidth: CGFloat = 0
  /// The width the divider was dragged to, if it was.
  private var draggedWidth: CGFloat?

  /// The range a column without a minimum or maximum of its own can be dragged in.
  static let defaultRange: ClosedRange<CGFloat> = 150...400
  private let columnType: any SplitColumnProtocol.Type

  init(graph: ViewGraph, columnType: any SplitColumnProtocol.Type) {
    self.columnType = columnType
    super.init(graph: graph)
  }

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let column = viewAs(view, columnType)
    if column.columnDefaultWidth != defaultWidth {
      defaultWidth = column.columnDefaultWidth
      invalidateLayout()
    }
    column.columnController.column = self
    column.updateContent(of: self)
  }

  /// The width the column's view asked for (its ideal, or the default) or the dragged one, clamped to its range.
  var width: CGFloat {
    let setting = Self.widthSetting(in: self)
    let ideal = setting?.ideal ?? defaultWidth
    guard let draggedWidth else { return min(max(ideal, setting?.minimum ?? 0), setting?.maximum ?? .infinity) }
    let minimum = setting?.minimum ?? min(ideal, Self.defaultRange.lowerBound)
    let maximum = setting?.maximum ?? max(ideal, Self.defaultRange.upperBound)
    return min(max(draggedWidth, minimum), max(minimum, maximum))
  }

  /// Resizes the column to `newWidth` (clamped to its range when laid out).
  func drag(to newWidth: CGFloat) {
    draggedWidth = newWidth
    // Kept within the range, so dragging back from beyond an end moves the divider at once.
    draggedWidth = width
    invalidateLayout()
  }

  /// The first width setting in `node`'s subtree, depth first, not looking into nested columns.
  private static func widthSetting(in node: ViewNode) -> SplitColumnWidth? {
    for child in node.children {
      if let setting = (child as? SplitColumnWidthNode)?.setting { return setting }
      if child is SplitColumnNode { continue }
      if let setting = widthSetting(in: child) { return setting }
    }
    return nil
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let width = width
    let height =
      proposal.height ?? elements.first?.sizeThatFits(ProposedViewSize(width: width, height: nil)).height ?? 0
    return CGSize(width: width, height: height)
  }

  override func placeChildren() {
    // A column fills its width and height whatever its content asks.
    for element in elements { element.place(in: CGRect(origin: .zero, size: size), proposal: ProposedViewSize(size)) }
  }
}
