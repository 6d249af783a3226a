@_spi(ForEaselOnly) import EaselCore
import Foundation

/// The layout of a grid's elements, for a ``Grid`` and a ``GridLayout``: sizes the columns from the cells of every
/// row, then each row from its cells.
///
/// Columns share the proposed width as a stack shares its length: the least flexible column first, each taking
/// what its widest cell chooses for an equal share of what is left. A cell spanning several columns widens them
/// evenly when they are too narrow for it. Rows take their cells' ideal heights. Views outside a row span every
/// column and do not widen any. Without a spacing, two columns (rows) are as far apart as the neighbouring cells
/// that ask for most space prefer (`ViewSpacing`).
@MainActor
struct GridArrangement {
  let parameters: GridParameters
  /// The grid's elements: its `GridRow`s and the views that span it.
  let elements: [ViewNode]

  /// A cell of a row, the first column it occupies and how many it spans.
  private struct Cell {
    let node: ViewNode
    let column: Int
    let span: Int
    let traits: GridCellTraits
  }

  /// A row of the grid: a `GridRow`'s cells, or a view spanning every column.
  private struct Row {
    /// The row's index among the grid's elements.
    let index: Int
    let node: ViewNode
    let cells: [Cell]
    let alignment: VerticalAlignment?
    var spansGrid: Bool { !(node is GridRowNode) }
  }

  /// The grid's rows, in order.
  private var rows: [Row] {
    var rows: [Row] = []
    for (index, element) in elements.enumerated() {
      guard let row = element as? GridRowNode else {
        rows.append(Row(index: index, node: element, cells: [], alignment: nil))
        continue
      }
      var cells: [Cell] = []
      var column = 0
      for cell in row.elements {
        let traits = GridCellTraits.of(cell)
        let span = traits.columns ?? 1
        cells.append(Cell(node: cell, column: column, span: span, traits: traits))
        column += span
      }
      rows.append(Row(index: index, node: row, cells: cells, alignment: row.alignment))
    }
    return rows
  }

  /// The number of columns of `rows`.
  private func columnCount(_ rows: [Row]) -> Int {
    var count = 0
    for row in rows { for cell in row.cells { count = max(count, cell.column + cell.span) } }
    return count
  }

  /// The space after each column but the last: the grid's horizontal spacing, or else the largest distance the
  /// cells either side prefer in any row (the default distance where no row has cells on both sides).
  private func columnGaps(_ rows: [Row], count: Int) -> [CGFloat] {
    let gapCount = max(0, count - 1)
    if let spacing = parameters.horizontalSpacing { return [CGFloat](repeating: spacing, count: gapCount) }
    var gaps = [CGFloat?](repeating: nil, count: gapCount)
    for row in rows {
      var previous: (cell: Cell, spacing: ViewSpacing)?
      for cell in row.cells {
        let spacing = cell.node.viewSpacing
        if let previous, previous.cell.column + previous.cell.span == cell.column, cell.column > 0 {
          let distance = previous.spacing.distance(to: spacing, along: .horizontal)
          gaps[cell.column - 1] = max(gaps[cell.column - 1] ?? distance, distance)
        }
        previous = (cell, spacing)
      }
    }
    var result = [CGFloat](repeating: 0, count: gapCount)
    for index in 0..<gapCount { result[index] = gaps[index] ?? ViewSpacing.defaultDistance }
    return result
  }

  /// The space after each row but the last: the grid's vertical spacing, or else the largest distance cells of the
  /// two rows sharing a column prefer (a view spanning the grid shares every column).
  private func rowGaps(_ rows: [Row]) -> [CGFloat] {
    let gapCount = max(0, rows.count - 1)
    if let spacing = parameters.verticalSpacing { return [CGFloat](repeating: spacing, count: gapCount) }
    var result = [CGFloat](repeating: ViewSpacing.defaultDistance, count: gapCount)
    guard gapCount > 0 else { return result }
    var upper = spacedCells(rows[0])
    for index in 0..<gapCount {
      let lower = spacedCells(rows[index + 1])
      var largest: CGFloat?
      for above in upper {
        for below in lower where above.columns.overlaps(below.columns) {
          let distance = above.spacing.distance(to: below.spacing, along: .vertical)
          largest = max(largest ?? distance, distance)
        }
      }
      if let largest { result[index] = largest }
      upper = lower
    }
    return result
  }

  /// A row's cells with the columns they take and their spacing preferences; a view spanning the grid takes all.
  private func spacedCells(_ row: Row) -> [(columns: Range<Int>, spacing: ViewSpacing)] {
    guard !row.spansGrid else { return [(0..<Int.max, row.node.viewSpacing)] }
    var cells: [(columns: Range<Int>, spacing: ViewSpacing)] = []
    for cell in row.cells { cells.append((cell.column..<(cell.column + cell.span), cell.node.viewSpacing)) }
    return cells
  }

  /// A cell's size when offered `width` (nil: its ideal width) and its ideal height.
  private func measure(_ cell: Cell, width: CGFloat?) -> CGSize {
    cell.node.sizeThatFits(ProposedViewSize(width: width, height: nil))
  }

  /// The width of each column for a proposed grid width, with `gaps` between the columns.
  private func columnWidths(_ rows: [Row], proposedWidth: CGFloat?, gaps: [CGFloat]) -> [CGFloat] {
    let count = columnCount(rows)
    guard count > 0 else { return [] }
    var singles = [[Cell]](repeating: [], count: count)
    var spanning: [Cell] = []
    for row in rows {
      for cell in row.cells {
        if cell.span == 1 { singles[cell.column].append(cell) } else { spanning.append(cell) }
      }
    }
    func width(of column: Int, offered: CGFloat?) -> CGFloat {
      var widest: CGFloat = 0
      for cell in singles[column] where !(cell.traits.unsizedAxes ?? []).contains(.horizontal) {
        widest = max(widest, measure(cell, width: offered).width)
      }
      return widest
    }
    var widths = [CGFloat](repeating: 0, count: count)
    var spacing: CGFloat = 0
    for gap in gaps { spacing += gap }
    if let proposedWidth {
      var order: [(flexibility: CGFloat, column: Int)] = []
      for column in 0..<count {
        order.append((width(of: column, offered: .infinity) - width(of: column, offered: 0), column))
      }
      order.sort { ($0.flexibility, $0.column) < ($1.flexibility, $1.column) }
      var remaining = proposedWidth - spacing
      for (position, entry) in order.enumerated() {
        let share = max(0, remaining / CGFloat(count - position))
        widths[entry.column] = width(of: entry.column, offered: share)
        remaining -= widths[entry.column]
      }
    } else {
      for column in 0..<count { widths[column] = width(of: column, offered: nil) }
    }
    for cell in spanning {
      let columns = cell.column..<(cell.column + cell.span)
      let spanned = spannedWidth(cell, widths, gaps)
      var total = spacing
      for width in widths { total += width }
      // The cell asks for its ideal width, but no more than the proposal leaves.
      let room = proposedWidth.map { max(0, $0 - total) } ?? .infinity
      let extra = min(measure(cell, width: nil).width - spanned, room)
      guard extra > 0 else { continue }
      for column in columns { widths[column] += extra / CGFloat(cell.span) }
    }
    return widths
  }

  /// Where each column starts, and the grid's total width.
  private func columnOrigins(_ widths: [CGFloat], _ gaps: [CGFloat]) -> (origins: [CGFloat], total: CGFloat) {
    var origins: [CGFloat] = []
    var x: CGFloat = 0
    for (index, width) in widths.enumerated() {
      origins.append(x)
      x += width + (index < gaps.count ? gaps[index] : 0)
    }
    return (origins, x)
  }

  /// The width of the columns a cell spans and the gaps between them.
  private func spannedWidth(_ cell: Cell, _ widths: [CGFloat], _ gaps: [CGFloat]) -> CGFloat {
    var width: CGFloat = 0
    for column in cell.column..<(cell.column + cell.span) {
      width += widths[column]
      if column > cell.column { width += gaps[column - 1] }
    }
    return width
  }

  /// A row's cells' sizes, the row's alignment guide and height.
  private func rowMetrics(_ row: Row, _ widths: [CGFloat], _ gaps: [CGFloat], total: CGFloat) -> (
    sizes: [CGSize], guide: CGFloat, height: CGFloat
  ) {
    if row.spansGrid {
      let size = row.node.sizeThatFits(ProposedViewSize(width: total, height: nil))
      return ([size], 0, size.height)
    }
    let alignment = row.alignment ?? parameters.alignment.vertical
    var sizes: [CGSize] = []
    var (guide, after): (CGFloat, CGFloat) = (0, 0)
    for cell in row.cells {
      let size = measure(cell, width: spannedWidth(cell, widths, gaps))
      sizes.append(size)
      let cellGuide = cell.node.verticalGuide(alignment, in: size)
      guide = max(guide, cellGuide)
      after = max(after, size.height - cellGuide)
    }
    return (sizes, guide, guide + after)
  }

  /// The grid's spacing preferences, as a column of rows: the first row's cells' at the top, the last row's at the
  /// bottom, every row's at the sides.
  var viewSpacing: ViewSpacing {
    let rows = rows
    guard let last = rows.indices.last else { return .zero }
    var spacing = ViewSpacing.empty
    for (index, row) in rows.enumerated() {
      var edges: Edge.Set = .horizontal
      if index == 0 { edges.insert(.top) }
      if index == last { edges.insert(.bottom) }
      for cell in spacedCells(row) { spacing.formUnion(cell.spacing, edges: edges) }
    }
    return spacing
  }

  /// The grid's size for `proposal`.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let rows = rows
    let gaps = columnGaps(rows, count: columnCount(rows))
    let widths = columnWidths(rows, proposedWidth: proposal.width, gaps: gaps)
    var total = columnOrigins(widths, gaps).total
    if widths.isEmpty {
      for row in rows {
        total = max(total, row.node.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).width)
      }
    }
    var height: CGFloat = 0
    for row in rows { height += rowMetrics(row, widths, gaps, total: total).height }
    for gap in rowGaps(rows) { height += gap }
    return CGSize(width: total, height: height)
  }

  /// Lays the rows out in `bounds` for `proposal` and places each through `place`, with its index among the
  /// elements, frame and proposal; `place` answers whether it placed the element (a layout working out its
  /// guides only notes where the elements would go). A `GridRow` places its cells where the grid puts them.
  func place(
    in bounds: CGRect, proposal: ProposedViewSize, through place: (Int, CGRect, ProposedViewSize) -> Bool
  ) {
    let rows = rows
    let gaps = columnGaps(rows, count: columnCount(rows))
    let rowGaps = rowGaps(rows)
    let widths = columnWidths(rows, proposedWidth: proposal.width, gaps: gaps)
    let (origins, measured) = columnOrigins(widths, gaps)
    let total = widths.isEmpty ? bounds.width : measured
    var columnAlignments = [HorizontalAlignment?](repeating: nil, count: widths.count)
    for row in rows {
      for cell in row.cells where columnAlignments[cell.column] == nil {
        columnAlignments[cell.column] = cell.traits.columnAlignment
      }
    }
    // The grid's own alignment places the columns' block in the grid's frame when the frame is wider.
    var y = bounds.minY
    let offsetX =
      bounds.minX
      + parameters.alignment.horizontal.defaultValue(in: CGSize(width: max(0, bounds.width - total), height: 0))
    for (rowIndex, row) in rows.enumerated() {
      let (sizes, guide, height) = rowMetrics(row, widths, gaps, total: total)
      let rowFrame = CGRect(x: offsetX, y: y, width: total, height: height)
      if let rowNode = row.node as? GridRowNode {
        let alignment = row.alignment ?? parameters.alignment.vertical
        var frames: [CGRect] = []
        for (cell, size) in zip(row.cells, sizes) {
          let width = spannedWidth(cell, widths, gaps)
          let horizontal = columnAlignments[cell.column] ?? parameters.alignment.horizontal
          var x =
            origins[cell.column] + horizontal.defaultValue(in: CGSize(width: width, height: height))
            - cell.node.horizontalGuide(horizontal, in: size)
          var top = guide - cell.node.verticalGuide(alignment, in: size)
          if let anchor = cell.traits.anchor {
            x = origins[cell.column] + anchor.x * (width - size.width)
            top = anchor.y * (height - size.height)
          }
          frames.append(CGRect(origin: CGPoint(x: x, y: top), size: size))
        }
        // Rows and cells are measured for their columns' widths; they are placed for the frames those gave them.
        rowNode.place(withCellsAt: frames) { place(row.index, rowFrame, ProposedViewSize(rowFrame.size)) }
      } else {
        let frame = CGRect(origin: CGPoint(x: offsetX, y: y), size: sizes[0])
        _ = place(row.index, frame, ProposedViewSize(sizes[0]))
      }
      y += height + (rowIndex < rowGaps.count ? rowGaps[rowIndex] : 0)
    }
  }
}
