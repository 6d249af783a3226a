@_spi(ForEaselOnly) import EaselCore
import Foundation

/// A container that arranges its children in a grid that grows horizontally, building columns only as they scroll
/// into view.
///
/// The rows come from `rows`, sized as a `LazyVGrid`'s columns are: fixed ones take their height, adaptive ones fit
/// as many rows of at least their minimum as they can, flexible ones share the rest. Children fill each column top
/// to bottom, and columns are as wide as their widest item.
public struct LazyHGrid<Content: View>: View {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// A lazy horizontal grid; `spacing` is the space between columns (`nil`: the distance their items prefer).
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    (self.rows, self.alignment, self.spacing, self.pinnedViews, self.content) =
      (rows, alignment, spacing, pinnedViews, content())
  }
  public typealias Body = Never
}

extension LazyHGrid: LazyContainerView {
  var lazyAxis: Axis { .horizontal }
  var lazySpacing: CGFloat? { spacing }
  var lazyArrangement: LazyArrangement { .grid(columns: rows, alignment: alignment.heightFraction) }
  func lazyItems() -> LazyItems { LazyItemCollector.items(of: content, wrapper: PlainLazyItemWrapper()) }
}

extension LazyHGrid: PrimitiveView {
  package func makeNode(graph: ViewGraph) -> ViewNode {
    LazyLayoutNode(graph: graph, axis: .horizontal, containerType: Self.self)
  }
}
