import Foundation

/// A leading column of a ``NavigationSplitView``: as wide as the column's view asks with
/// `navigationSplitViewColumnWidth`, else `defaultWidth`, and as tall as it is offered.
struct SplitColumn<Content: View>: View {
  let defaultWidth: CGFloat
  let content: Content

  init(defaultWidth: CGFloat, @ViewBuilder content: () -> Content) {
    self.defaultWidth = defaultWidth
    self.content = content()
  }

  typealias Body = Never
}

extension SplitColumn: PrimitiveView {
  func makeNode(graph: ViewGraph) -> ViewNode { SplitColumnNode(graph: graph, columnType: Self.self) }
}

/// A ``SplitColumn`` seen without its content type.
@MainActor
protocol SplitColumnProtocol {
  var columnDefaultWidth: CGFloat { get }
  func updateContent(of node: ContainerNode)
}

extension SplitColumn: SplitColumnProtocol {
  var columnDefaultWidth: CGFloat { defaultWidth }
  func updateContent(of node: ContainerNode) { node.updateContent(content) }
}
