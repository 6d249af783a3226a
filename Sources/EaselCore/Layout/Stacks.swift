import Foundation

/// Arranges its children in a horizontal line.
public struct HStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A horizontal stack; `spacing` `nil` uses the default spacing.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    (self.alignment, self.spacing, self.content) = (alignment, spacing, content())
  }
  public typealias Body = Never
}

/// Arranges its children in a vertical line.
public struct VStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A vertical stack; `spacing` `nil` uses the default spacing.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    (self.alignment, self.spacing, self.content) = (alignment, spacing, content())
  }
  public typealias Body = Never
}

/// Overlays its children, aligned in both axes.
public struct ZStack<Content: View>: View {
  let alignment: Alignment
  let content: Content

  /// An overlaying stack.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    (self.alignment, self.content) = (alignment, content())
  }
  public typealias Body = Never
}

extension HStack: PrimitiveView {
  package func makeNode(graph: ViewGraph) -> ViewNode {
    StackNode(graph: graph, axis: .horizontal, stackType: Self.self)
  }
}

extension VStack: PrimitiveView {
  package func makeNode(graph: ViewGraph) -> ViewNode { StackNode(graph: graph, axis: .vertical, stackType: Self.self) }
}

extension ZStack: PrimitiveView {
  package func makeNode(graph: ViewGraph) -> ViewNode { ZStackNode(graph: graph, stackType: Self.self) }
}

/// An `HStack` or a `VStack` seen without its content type, so one ``StackNode`` serves both.
@MainActor
protocol LinearStackProtocol {
  var stackSpacing: CGFloat? { get }
  /// The children's alignment across a row; `.center` for a column, which does not use it.
  var stackVerticalAlignment: VerticalAlignment { get }
  /// The children's alignment across a column; `.center` for a row, which does not use it.
  var stackHorizontalAlignment: HorizontalAlignment { get }
  @MainActor func updateContent(of node: ContainerNode)
}

@MainActor
protocol ZStackProtocol {
  var stackAlignment: Alignment { get }
  @MainActor func updateContent(of node: ContainerNode)
}

extension HStack: LinearStackProtocol {
  var stackSpacing: CGFloat? { spacing }
  var stackVerticalAlignment: VerticalAlignment { alignment }
  var stackHorizontalAlignment: HorizontalAlignment { .center }
  func updateContent(of node: ContainerNode) { node.updateContent(content) }
}

extension VStack: LinearStackProtocol {
  var stackSpacing: CGFloat? { spacing }
  var stackVerticalAlignment: VerticalAlignment { .center }
  var stackHorizontalAlignment: HorizontalAlignment { alignment }
  func updateContent(of node: ContainerNode) { node.updateContent(content) }
}

extension ZStack: ZStackProtocol {
  var stackAlignment: Alignment { alignment }
  func updateContent(of node: ContainerNode) { node.updateContent(content) }
}
