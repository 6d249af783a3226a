@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Lays out a ``Grid``: sizes its columns from the cells of every row, then each row from its cells.
///
/// Columns share the proposed width as a stack shares its length: the least flexible column first, each taking
/// what its widest cell chooses for an equal share of what is left. A cell spanning several columns widens them
/// evenly when they are too narrow for it. Rows take their cells' ideal heights. Views outside a row span every
/// column and do not widen any.
final class GridNode: ContainerNode {
  private var parameters = GridParameters(alignment: .center, horizontalSpacing: 8, verticalSpacing: 8)
  private let gridType: any GridProtocol.Type

  init(graph: ViewGraph, gridType: any GridProtocol.Type) {
    self.gridType = gridType
    super.init(graph: graph)
  }

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let grid = viewAs(view, gridType)
    if grid.gridParameters != parameters {
      parameters = grid.gridParameters
      invalidateLayout()
    }
    grid.updateContent(of: self)
  }

  /// A cell of a row, the first column it occupies and how many it spans.
  private struct Cell {
    let node: ViewNode
    let column: Int
    let span: Int
    let traits: GridCellTraits
  }

  /// A row of the grid: a `GridRow`'s cells, or a view spanning every column.
  private struct Row {
    let node: ViewNode
    let cells: [Cell]
    let alignment: VerticalAlignment?
    var spansGrid: Bool { !(node is GridRowNode) }
  }

  private var rows: [Row] {
    var rows: [Row] = []
    for element in elements {
      guard let row = element as? GridRowNode else {
        rows.append(Row(node: element, cells: [], alignment: nil))
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
      rows.append(Row(node: row, cells: cells, alignment: row.alignment))
    }
    return rows
  }

  /// A cell's size when offered `width` (nil: its ideal width) and its ideal height.
  private func measure(_ cell: Cell, width: CGFloat?) -> CGSize {
    cell.node.sizeThatFits(ProposedViewSize(width: width, height: nil))
  }

  /// The width of each column for a proposed grid width.
  private func columnWidths(_ rows: [Row], proposedWidth: CGFloat?) -> [CGFloat] {
    var count = 0
    for row in rows { for cell in row.cells { count = max(count, cell.column + cell.span) } }
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
    let spacing = parameters.horizontalSpacing * CGFloat(count - 1)
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
      var spanned = parameters.horizontalSpacing * CGFloat(cell.span - 1)
      for column in columns { spanned += widths[column] }
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
  private func columnOrigins(_ widths: [CGFloat]) -> (origins: [CGFloat], total: CGFloat) {
    var origins: [CGFloat] = []
    var x: CGFloat = 0
    for width in widths {
      origins.append(x)
      x += width + parameters.horizontalSpacing
    }
    return (origins, max(0, x - parameters.horizontalSpacing))
  }

  private func spannedWidth(_ cell: Cell, _ widths: [CGFloat]) -> CGFloat {
    var width = parameters.horizontalSpacing * CGFloat(cell.span - 1)
    for column in cell.column..<(cell.column + cell.span) { width += widths[column] }
    return width
  }

  /// A row's cells' sizes, the row's alignment guide and height.
  private func rowMetrics(_ row: Row, _ widths: [CGFloat], total: CGFloat) -> (
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
      let size = measure(cell, width: spannedWidth(cell, widths))
      sizes.append(size)
      let cellGuide = cell.node.verticalGuide(alignment, in: size)
      guide = max(guide, cellGuide)
      after = max(after, size.height - cellGuide)
    }
    return (sizes, guide, guide + after)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let rows = rows
    let widths = columnWidths(rows, proposedWidth: proposal.width)
    var total = columnOrigins(widths).total
    if widths.isEmpty {
      for row in rows {
        total = max(total, row.node.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).width)
      }
    }
    var height: CGFloat = 0
    for row in rows { height += rowMetrics(row, widths, total: total).height }
    height += parameters.verticalSpacing * CGFloat(max(0, rows.count - 1))
    return CGSize(width: total, height: height)
  }

  override func placeChildren() {
    let rows = rows
    let widths = columnWidths(rows, proposedWidth: placementProposal.width)
    let (origins, measured) = columnOrigins(widths)
    let total = widths.isEmpty ? size.width : measured
    var columnAlignments = [HorizontalAlignment?](repeating: nil, count: widths.count)
    for row in rows {
      for cell in row.cells where columnAlignments[cell.column] == nil {
        columnAlignments[cell.column] = cell.traits.columnAlignment
      }
    }
    // The grid's own alignment places the columns' block in the grid's frame when the frame is wider.
    var y: CGFloat = 0
    let offsetX = parameters.alignment.horizontal.defaultValue(in: CGSize(width: max(0, size.width - total), height: 0))
    for row in rows {
      let (sizes, guide, height) = rowMetrics(row, widths, total: total)
      let rowFrame = CGRect(x: offsetX, y: y, width: total, height: height)
      if let rowNode = row.node as? GridRowNode {
        let alignment = row.alignment ?? parameters.alignment.vertical
        var frames: [CGRect] = []
        for (cell, size) in zip(row.cells, sizes) {
          let width = spannedWidth(cell, widths)
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
        let moved = rowNode.cellFrames != frames
        rowNode.cellFrames = frames
        // Rows and cells are measured for their columns' widths; they are placed for the frames those gave them.
        rowNode.place(in: rowFrame, proposal: ProposedViewSize(rowFrame.size))
        if moved { rowNode.placeChildren() }
      } else {
        row.node.place(
          in: CGRect(origin: CGPoint(x: offsetX, y: y), size: sizes[0]), proposal: ProposedViewSize(sizes[0]))
      }
      y += height + parameters.verticalSpacing
    }
  }
}
