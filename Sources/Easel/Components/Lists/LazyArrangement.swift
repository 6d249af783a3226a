import Foundation

/// How a lazy container arranges its items in lines across its axis: one item per line (stacks) or one per
/// column (grids).
@MainActor
enum LazyArrangement: Equatable {
  /// One item per line, aligned across the axis by a fraction (0 leading or top, 1 trailing or bottom).
  case stack(alignment: CGFloat)
  /// One item per column of `columns`, the grid aligned across the axis by a fraction.
  case grid(columns: [GridItem], alignment: CGFloat)

  /// A column: where it starts across the axis, its extent (nil: the item's ideal), and its items' alignment.
  struct Column {
    var start: CGFloat
    var extent: CGFloat?
    var alignment: Alignment
  }

  /// The columns for a cross extent (nil when the container was proposed none).
  func columns(for cross: CGFloat?) -> [Column] {
    switch self {
    case .stack:
      return [Column(start: 0, extent: cross, alignment: .center)]
    case .grid(let items, _):
      return GridColumnLayout(items: items).columns(for: cross)
    }
  }

  /// The fraction that aligns an item narrower than its line across the axis.
  var crossAlignment: CGFloat {
    switch self {
    case .stack(let alignment), .grid(_, let alignment): alignment
    }
  }

  var isGrid: Bool {
    if case .grid = self { return true }
    return false
  }
}
