@_spi(ForEaselOnly) import EaselCore
import Foundation

/// A view that arranges its children in a vertical line, building them only as they scroll into view.
///
/// Inside a `ScrollView`, only the rows in or near the visible region have nodes (their bodies run); the others
/// count with the mean height of the measured rows. Rows that scroll far away are removed with their state.
/// Outside a scroll view it lays out every row, like a `VStack`. It takes the width it is offered.
public struct LazyVStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// A lazy vertical stack; `spacing` `nil` uses the default spacing.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    (self.alignment, self.spacing, self.pinnedViews, self.content) = (alignment, spacing, pinnedViews, content())
  }
  public typealias Body = Never
}

extension LazyVStack: LazyContainerView {
  var lazyAxis: Axis { .vertical }
  var lazySpacing: CGFloat? { spacing }
  var lazyArrangement: LazyArrangement { .stack(alignment: alignment.widthFraction) }
  func lazyItems() -> LazyItems { LazyItemCollector.items(of: content, wrapper: PlainLazyItemWrapper()) }
}

extension LazyVStack: PrimitiveView {
  package func makeNode(graph: ViewGraph) -> ViewNode {
    LazyLayoutNode(graph: graph, axis: .vertical, containerType: Self.self)
  }
}
