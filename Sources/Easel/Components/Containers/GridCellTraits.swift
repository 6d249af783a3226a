@_spi(ForEaselOnly) import EaselCore
import Foundation

/// How a view sits in a grid cell, set by the `gridCell…` modifiers on the cell's view.
struct GridCellTraits: Equatable {
  /// How many columns the cell spans.
  var columns: Int?
  /// The horizontal alignment of every cell in the cell's column.
  var columnAlignment: HorizontalAlignment?
  /// Where the cell's view sits in its cell, overriding the row's and column's alignments.
  var anchor: UnitPoint?
  /// The axes along which the cell takes the size its column or row gives, without asking for any.
  var unsizedAxes: Axis.Set?

  /// These traits, with those unset taken from `inner` (set on a view further in).
  func merged(with inner: GridCellTraits) -> GridCellTraits {
    GridCellTraits(
      columns: columns ?? inner.columns, columnAlignment: columnAlignment ?? inner.columnAlignment,
      anchor: anchor ?? inner.anchor, unsizedAxes: unsizedAxes ?? inner.unsizedAxes)
  }

  /// The traits of a cell's view, read through the modifiers around it.
  @MainActor
  static func of(_ cell: ViewNode) -> GridCellTraits {
    var traits = GridCellTraits()
    var node: ViewNode? = cell
    while let current = node {
      if let set = (current as? GridCellNode)?.traits { traits = traits.merged(with: set) }
      let inner = (current as? ModifierNode)?.elements
      node = inner?.count == 1 ? inner?.first : nil
    }
    return traits
  }
}
