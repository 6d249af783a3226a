@_spi(ForEaselOnly) import EaselCore
import Foundation

/// A leading column of a ``NavigationSplitView``: as wide as the column's view asks with
/// `navigationSplitViewColumnWidth`, else `defaultWidth`, or as its divider was dragged, and as tall as it is
/// offered.
struct SplitColumn<Content: View>: View {
  let defaultWidth: CGFloat
  /// The link from the column's divider.
  let controller: SplitColumnController
  let content: Content

  init(defaultWidth: CGFloat, controller: SplitColumnController, @ViewBuilder content: () -> Content) {
    self.defaultWidth = defaultWidth
    self.controller = controller
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
  var columnController: SplitColumnController { get }
  func updateContent(of node: ContainerNode)
}

extension SplitColumn: SplitColumnProtocol {
  var columnDefaultWidth: CGFloat { defaultWidth }
  var columnController: SplitColumnController { controller }
  func updateContent(of node: ContainerNode) { node.updateContent(content) }
}
