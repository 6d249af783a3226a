import Foundation

/// A layout used as a container: `MyLayout { … }`.
struct LayoutContainer<L: Layout, Content: View>: View, LayoutContainerView {
  let layout: L
  let content: Content
  typealias Body = Never

  func updateContent(of node: ContainerNode) { node.updateContent(content) }
}

extension LayoutContainer: PrimitiveView {
  func makeNode(graph: ViewGraph) -> ViewNode { LayoutNode(graph: graph, layout: layout, viewType: Self.self) }
}

/// A view whose node a ``Layout`` lays out (a stack, or a layout used as a container), seen without its content
/// type, so one ``LayoutNode`` serves every view of the layout's type.
@MainActor
protocol LayoutContainerView<LayoutType> {
  associatedtype LayoutType: Layout
  /// The layout the view arranges its content with.
  var layout: LayoutType { get }
  func updateContent(of node: ContainerNode)
}
