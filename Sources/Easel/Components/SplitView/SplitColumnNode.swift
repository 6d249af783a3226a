import Foundation

/// Sizes a split view column: the width set by the first `navigationSplitViewColumnWidth` in the column (found
/// through its subtree, as SwiftUI reads it from the column's view wherever it sits), else the default width.
final class SplitColumnNode: ContainerNode {
  private var defaultWidth: CGFloat = 0
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
    column.updateContent(of: self)
  }

  /// The width the column's view asked for: its ideal, clamped to its range, or the default clamped likewise.
  private var width: CGFloat {
    guard let setting = Self.widthSetting(in: self) else { return defaultWidth }
    let ideal = setting.ideal ?? defaultWidth
    return min(max(ideal, setting.minimum ?? 0), setting.maximum ?? .infinity)
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
    for element in elements { element.place(in: CGRect(origin: .zero, size: size)) }
  }
}
