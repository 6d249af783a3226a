@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Builds the node of one item of a lazy container from the item's view; a `List` wraps each row in its row chrome.
@MainActor
protocol LazyItemWrapper {
  /// Creates or updates the node of the item at `index` (within its segment of `count` items) showing `view`.
  func reconcile<V: View>(
    _ existing: ViewNode?, view: V, id: AnyHashable, index: Int, count: Int, parent: ViewNode
  ) -> ViewNode
}

/// Shows each item's view as it is.
struct PlainLazyItemWrapper: LazyItemWrapper {
  func reconcile<V: View>(
    _ existing: ViewNode?, view: V, id: AnyHashable, index: Int, count: Int, parent: ViewNode
  ) -> ViewNode {
    reconcileLazyItem(existing, view: view, parent: parent)
  }
}

/// Creates or updates an item's node. A new node is built detached and then attached, so building it (which
/// happens during layout, as items scroll into view) does not invalidate the layout of the containers above.
@MainActor
func reconcileLazyItem<V: View>(_ existing: ViewNode?, view: V, parent: ViewNode) -> ViewNode {
  if let existing {
    return parent.graph.reconcile(existing, with: view, environment: parent.environment, parent: parent)
  }
  let node = parent.graph.reconcile(nil, with: view, environment: parent.environment, parent: nil)
  node.parent = parent
  setDepth(of: node, to: parent.depth + 1)
  return node
}

@MainActor
private func setDepth(of node: ViewNode, to depth: Int) {
  node.depth = depth
  for child in node.children { setDepth(of: child, to: depth + 1) }
}

/// One run of items of a lazy container: the elements of a `ForEach`, or one other view.
@MainActor
struct LazyItemSegment {
  let count: Int
  /// The identity of item `index`: the `ForEach` element's ID.
  let id: (Int) -> AnyHashable
  /// The item with an identity, found without building any view.
  let index: (AnyHashable) -> Int?
  /// Creates or updates the node of item `index` under a parent, tracking what the item's closure reads in the
  /// item's observation scope.
  let reconcile: (ViewNode?, Int, ViewNode, ObservationScope) -> ViewNode
  /// The `onDelete` action of the `ForEach`, if any.
  var deleteAction: ((IndexSet) -> Void)?
  /// The `onMove` action of the `ForEach`, if any.
  var moveAction: ((IndexSet, Int) -> Void)?

  /// A segment of one view.
  static func single<V: View>(_ view: V, id: AnyHashable, wrapper: some LazyItemWrapper) -> LazyItemSegment {
    LazyItemSegment(
      count: 1, id: { _ in id }, index: { $0 == id ? 0 : nil },
      reconcile: { existing, _, parent, _ in
        wrapper.reconcile(existing, view: view, id: id, index: 0, count: 1, parent: parent)
      })
  }
}

/// A view that stands for many items of a lazy container, which it can make one at a time: `ForEach`.
@MainActor
protocol LazyItemSource {
  func lazySegment(wrapper: some LazyItemWrapper) -> LazyItemSegment
}

/// A view whose children are items of a lazy container each (`TupleView`, `Group`).
@MainActor
protocol LazyItemGroup {
  func visitLazyChildren(_ visitor: inout any ViewListVisitor)
}

extension ForEach: LazyItemSource where Content: View {
  func lazySegment(wrapper: some LazyItemWrapper) -> LazyItemSegment {
    let data = self.data
    let idPath = self.id
    let content = self.content
    let count = data.count
    func element(_ index: Int) -> Data.Element { data[data.index(data.startIndex, offsetBy: index)] }
    return LazyItemSegment(
      count: count, id: { AnyHashable(element($0)[keyPath: idPath]) },
      index: { id in
        var position = 0
        for element in data {
          if AnyHashable(element[keyPath: idPath]) == id { return position }
          position += 1
        }
        return nil
      },
      reconcile: { existing, index, parent, observation in
        let item = element(index)
        // Reads in the closure register the lazy container, which builds its items again when they change.
        let view = observation.track(invalidating: parent) { content(item) }
        return wrapper.reconcile(
          existing, view: view, id: AnyHashable(item[keyPath: idPath]), index: index, count: count,
          parent: parent)
      })
  }
}

extension TupleView: LazyItemGroup {
  func visitLazyChildren(_ visitor: inout any ViewListVisitor) { visitChildren(&visitor) }
}

extension Group: LazyItemGroup {
  func visitLazyChildren(_ visitor: inout any ViewListVisitor) { visitor.visit(content) }
}

/// The identity of a built item: its segment and its ID, so an element keeps its node (and state) when elements
/// are inserted before it.
struct LazyItemKey: Hashable {
  let segment: Int
  let id: AnyHashable
}

/// The items of a lazy container, flattened from its content without building their views.
@MainActor
struct LazyItems {
  private(set) var segments: [LazyItemSegment] = []
  private var starts: [Int] = []
  private(set) var count = 0

  mutating func append(_ segment: LazyItemSegment) {
    segments.append(segment)
    starts.append(count)
    count += segment.count
  }

  /// The segment of item `index` and the item's index within it.
  func locate(_ index: Int) -> (segment: Int, local: Int) {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    // Skips empty segments that start at the same index.
    while low + 1 < starts.count && starts[low + 1] <= index { low += 1 }
    return (low, index - starts[low])
  }

  func key(at index: Int) -> LazyItemKey {
    let (segment, local) = locate(index)
    return LazyItemKey(segment: segment, id: segments[segment].id(local))
  }

  func reconcile(
    _ existing: ViewNode?, at index: Int, parent: ViewNode, observation: ObservationScope
  ) -> ViewNode {
    let (segment, local) = locate(index)
    return segments[segment].reconcile(existing, local, parent, observation)
  }

  /// The first item whose ID is `id`.
  func index(of id: AnyHashable) -> Int? {
    for (number, segment) in segments.enumerated() {
      if let local = segment.index(id) { return starts[number] + local }
    }
    return nil
  }
}

/// Flattens a lazy container's content into items: each `ForEach` element is one, every other view is one.
struct LazyItemCollector<Wrapper: LazyItemWrapper>: ViewListVisitor {
  let wrapper: Wrapper
  var items = LazyItems()

  init(wrapper: Wrapper) { self.wrapper = wrapper }

  mutating func visit<V: View>(_ view: V) {
    if let source = view as? any LazyItemSource {
      items.append(source.lazySegment(wrapper: wrapper))
    } else if let group = view as? any LazyItemGroup {
      var visitor: any ViewListVisitor = self
      group.visitLazyChildren(&visitor)
      self = visitor as! Self
    } else if !(view is EmptyView) {
      items.append(.single(view, id: AnyHashable(StaticItemID(position: items.segments.count)), wrapper: wrapper))
    }
  }

  /// The items of `content`.
  static func items<Content: View>(of content: Content, wrapper: Wrapper) -> LazyItems {
    var collector = LazyItemCollector(wrapper: wrapper)
    collector.visit(content)
    return collector.items
  }
}

/// The identity of a view written directly in a lazy container's content, by its position.
struct StaticItemID: Hashable {
  let position: Int
}
