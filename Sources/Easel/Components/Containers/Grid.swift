@_spi(ForEaselOnly) import EaselCore
import Foundation

/// A container that arranges its views in a two-dimensional layout: rows of cells lined up in columns.
///
/// Each ``GridRow`` is a row; its views are the cells, one column each (or several with
/// ``View/gridCellColumns(_:)``). A column is as wide as its widest cell, and a row as tall as its tallest. A view
/// placed directly in the grid, outside a row, is a row of its own spanning every column: a `Divider` there draws
/// a line across the grid.
///
/// ```swift
/// Grid(alignment: .leading) {
///   GridRow { Text("Name"); Text("Ada Lovelace") }
///   Divider()
///   GridRow { Text("Born"); Text("1815") }
/// }
/// ```
public struct Grid<Content: View>: View {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  /// A grid of the rows `content` builds; a `nil` spacing puts between two columns (rows) the largest distance
  /// their neighbouring cells' spacing preferences ask for, as a stack does between two views.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  public typealias Body = Never
}

extension Grid: PrimitiveView {
  package func makeNode(graph: ViewGraph) -> ViewNode { GridNode(graph: graph, gridType: Self.self) }
}

/// A ``Grid`` seen without its content type, so one node class serves all of them.
@MainActor
protocol GridProtocol {
  var gridParameters: GridParameters { get }
  func updateContent(of node: ContainerNode)
}

extension Grid: GridProtocol {
  var gridParameters: GridParameters {
    GridParameters(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
  }
  func updateContent(of node: ContainerNode) { node.updateContent(content) }
}

/// What a grid's layout depends on besides its cells.
struct GridParameters: Equatable {
  var alignment: Alignment
  /// The space between columns, or `nil` for what the cells prefer.
  var horizontalSpacing: CGFloat?
  /// The space between rows, or `nil` for what the cells prefer.
  var verticalSpacing: CGFloat?
}
