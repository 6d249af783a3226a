@_spi(ForEaselOnly) import EaselCore
import Foundation

/// A view that arranges its children in a horizontal line, building them only as they scroll into view.
///
/// Inside a `ScrollView`, only the columns in or near the visible region have nodes; outside one it lays out
/// every child, like an `HStack`. It takes the height it is offered.
public struct LazyHStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// A lazy horizontal stack; `spacing` `nil` uses the default spacing.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    (self.alignment, self.spacing, self.pinnedViews, self.content) = (alignment, spacing, pinnedViews, content())
  }
  public typealias Body = Never
}

extension LazyHStack: LazyContainerView {
  var lazyAxis: Axis { .horizontal }
  var lazySpacing: CGFloat? { spacing }
  var lazyArrangement: LazyArrangement { .stack(alignment: alignment.heightFraction) }
  func lazyItems() -> LazyItems { LazyItemCollector.items(of: content, wrapper: PlainLazyItemWrapper()) }
}

extension LazyHStack: PrimitiveView {
  package func makeNode(graph: ViewGraph) -> ViewNode {
    LazyLayoutNode(graph: graph, axis: .horizontal, containerType: Self.self)
  }
}
