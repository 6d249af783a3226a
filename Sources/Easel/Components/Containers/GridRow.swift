@_spi(ForEaselOnly) import EaselCore
import Foundation

/// A horizontal row of cells in a ``Grid``: each view it builds is one cell, in the next column.
///
/// `alignment` sets the vertical alignment of the row's cells, overriding the grid's.
public struct GridRow<Content: View>: View {
  let alignment: VerticalAlignment?
  let content: Content

  /// A row of the cells `content` builds.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public typealias Body = Never
}

extension GridRow: PrimitiveView {
  package func makeNode(graph: ViewGraph) -> ViewNode { GridRowNode(graph: graph, rowType: Self.self) }
}

/// A ``GridRow`` seen without its content type, so one node class serves all of them.
@MainActor
protocol GridRowProtocol {
  var rowAlignment: VerticalAlignment? { get }
  func updateContent(of node: ContainerNode)
}

extension GridRow: GridRowProtocol {
  var rowAlignment: VerticalAlignment? { alignment }
  func updateContent(of node: ContainerNode) { node.updateContent(content) }
}
