@_spi(ForEaselOnly) import EaselCore
import Foundation

/// A container that arranges its children in a grid that grows vertically, building rows only as they scroll
/// into view.
///
/// The columns come from `columns`: fixed ones take their width, adaptive ones fit as many columns of at least
/// their minimum as they can, flexible ones share the rest. Rows are as tall as their tallest item.
public struct LazyVGrid<Content: View>: View {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// A lazy vertical grid; `spacing` is the space between rows (`nil`: the default).
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    (self.columns, self.alignment, self.spacing, self.pinnedViews, self.content) =
      (columns, alignment, spacing, pinnedViews, content())
  }
  public typealias Body = Never
}

extension LazyVGrid: LazyContainerView {
  var lazyAxis: Axis { .vertical }
  var lazySpacing: CGFloat? { spacing }
  var lazyArrangement: LazyArrangement { .grid(columns: columns, alignment: alignment.widthFraction) }
  func lazyItems() -> LazyItems { LazyItemCollector.items(of: content, wrapper: PlainLazyItemWrapper()) }
}

extension LazyVGrid: PrimitiveView {
  package func makeNode(graph: ViewGraph) -> ViewNode {
    LazyLayoutNode(graph: graph, axis: .vertical, containerType: Self.self)
  }
}
