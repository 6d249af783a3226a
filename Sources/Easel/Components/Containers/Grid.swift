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

  /// A grid of the rows `content` builds; `nil` spacings use the default spacing (8 points).
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
    GridParameters(
      alignment: alignment, horizontalSpacing: horizontalSpacing ?? StackLayout.defaultSpacing,
      verticalSpacing: verticalSpacing ?? StackLayout.defaultSpacing)
  }
  func updateContent(of node: ContainerNode) { node.updateContent(content) }
}

/// What a grid's layout depends on besides its cells.
struct GridParameters: Equatable {
  var alignment: Alignment
  var horizontalSpacing: CGFloat
  var verticalSpacing: CGFloat
}
