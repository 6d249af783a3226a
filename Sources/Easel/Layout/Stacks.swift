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
  func makeNode(graph: ViewGraph) -> ViewNode { StackNode(graph: graph, axis: .horizontal) }
}

extension VStack: PrimitiveView {
  func makeNode(graph: ViewGraph) -> ViewNode { StackNode(graph: graph, axis: .vertical) }
}

extension ZStack: PrimitiveView {
  func makeNode(graph: ViewGraph) -> ViewNode { ZStackNode(graph: graph) }
}

@MainActor
protocol HStackProtocol {
  var stackSpacing: CGFloat? { get }
  var stackAlignment: VerticalAlignment { get }
  @MainActor func updateContent(of node: ContainerNode)
}

@MainActor
protocol VStackProtocol {
  var stackSpacing: CGFloat? { get }
  var stackAlignment: HorizontalAlignment { get }
  @MainActor func updateContent(of node: ContainerNode)
}

@MainActor
protocol ZStackProtocol {
  var stackAlignment: Alignment { get }
  @MainActor func updateContent(of node: ContainerNode)
}

extension HStack: HStackProtocol {
  var stackSpacing: CGFloat? { spacing }
  var stackAlignment: VerticalAlignment { alignment }
  func updateContent(of node: ContainerNode) { node.updateContent(content) }
}

extension VStack: VStackProtocol {
  var stackSpacing: CGFloat? { spacing }
  var stackAlignment: HorizontalAlignment { alignment }
  func updateContent(of node: ContainerNode) { node.updateContent(content) }
}

extension ZStack: ZStackProtocol {
  var stackAlignment: Alignment { alignment }
  func updateContent(of node: ContainerNode) { node.updateContent(content) }
}
