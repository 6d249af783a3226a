@_spi(ForEaselOnly) import EaselCore
import Foundation

/// A list's rows, laid out lazily inside the list's scroll view.
struct ListContent<Content: View>: View {
  let style: ListStyleKind
  let content: Content
  typealias Body = Never
}

extension ListContent: LazyContainerView {
  var lazyAxis: Axis { .vertical }
  var lazySpacing: CGFloat? { 0 }
  var lazyArrangement: LazyArrangement { .stack(alignment: 0.5) }
  func lazyItems() -> LazyItems { ListItemCollector.items(of: content, style: style) }
}

extension ListContent: PrimitiveView {
  func makeNode(graph: ViewGraph) -> ViewNode {
    LazyLayoutNode(graph: graph, axis: .vertical, containerType: Self.self)
  }
}
