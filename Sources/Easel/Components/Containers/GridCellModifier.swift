@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Sets grid cell traits on its content: `gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor`,
/// `gridCellUnsizedAxes`.
struct GridCellModifier: ViewModifier, PrimitiveModifier, Equatable {
  let traits: GridCellTraits
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> GridCellNode { GridCellNode(graph: graph) }
  func apply(to node: GridCellNode) { node.setLayoutParameter(&node.traits, to: traits) }
}

/// Carries a grid cell's traits for the grid to read; lays its content out as it is.
final class GridCellNode: ModifierNode {
  var traits = GridCellTraits()
}

extension View {
  /// Makes the view's cell span `count` columns of its grid row.
  public func gridCellColumns(_ count: Int) -> some View {
    modifier(GridCellModifier(traits: GridCellTraits(columns: max(1, count))))
  }

  /// Aligns every cell of the view's grid column horizontally with `guide`.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    modifier(GridCellModifier(traits: GridCellTraits(columnAlignment: guide)))
  }

  /// Places the view at `anchor` in its grid cell, overriding the row's and column's alignments.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    modifier(GridCellModifier(traits: GridCellTraits(anchor: anchor)))
  }

  /// Makes the view take the size its grid cell gets along `axes`, without asking for any: a `Color` or a divider
  /// that fills a cell without widening its column.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    modifier(GridCellModifier(traits: GridCellTraits(unsizedAxes: axes)))
  }
}
