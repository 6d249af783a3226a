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

extension HStack: PrimitiveView, LayoutContainerView {
  var layout: HStackLayout { HStackLayout(alignment: alignment, spacing: spacing) }
  func updateContent(of node: ContainerNode) { node.updateContent(content) }
  package func makeNode(graph: ViewGraph) -> ViewNode { LayoutNode(graph: graph, layout: layout, viewType: Self.self) }
}

extension VStack: PrimitiveView, LayoutContainerView {
  var layout: VStackLayout { VStackLayout(alignment: alignment, spacing: spacing) }
  func updateContent(of node: ContainerNode) { node.updateContent(content) }
  package func makeNode(graph: ViewGraph) -> ViewNode { LayoutNode(graph: graph, layout: layout, viewType: Self.self) }
}

extension ZStack: PrimitiveView, LayoutContainerView {
  var layout: ZStackLayout { ZStackLayout(alignment: alignment) }
  func updateContent(of node: ContainerNode) { node.updateContent(content) }
  package func makeNode(graph: ViewGraph) -> ViewNode { LayoutNode(graph: graph, layout: layout, viewType: Self.self) }
}
