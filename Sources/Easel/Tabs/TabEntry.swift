import Foundation

/// One tab of a tab view: its view, the tag it is selected by and its item in the bar.
struct TabEntry {
  let view: AnyView
  let tag: AnyHashable
  let item: AnyView?
}

/// Lists a tab view's children: the views of its builder, with `ForEach`, `Group`, `if` and optionals flattened,
/// as SwiftUI does. A child without a tag is selected by its `ForEach` identity, or else by its position.
@MainActor
struct TabEntryCollector: ViewListVisitor {
  private(set) var entries: [TabEntry] = []
  /// The identity of the `ForEach` element being visited.
  var elementID: AnyHashable?

  mutating func visit<V: View>(_ view: V) {
    if let list = view as? any TabChildList {
      list.visitTabChildren(&self)
      return
    }
    let traits = TabTag(of: view)
    let tag = traits.tag ?? elementID ?? AnyHashable(entries.count)
    entries.append(TabEntry(view: AnyView(view), tag: tag, item: traits.item))
  }

  /// The entries of `content`.
  static func entries<Content: View>(of content: Content) -> [TabEntry] {
    var collector = TabEntryCollector()
    collector.visit(content)
    return collector.entries
  }
}

/// A view that stands for a list of views in a tab view (a tuple, a group, a `ForEach`, a conditional).
@MainActor
protocol TabChildList {
  func visitTabChildren(_ collector: inout TabEntryCollector)
}

extension TupleView: TabChildList {
  func visitTabChildren(_ collector: inout TabEntryCollector) {
    var visitor: any ViewListVisitor = collector
    visitChildren(&visitor)
    collector = visitor as! TabEntryCollector
  }
}

extension Group: TabChildList {
  func visitTabChildren(_ collector: inout TabEntryCollector) { collector.visit(content) }
}

extension Optional: TabChildList where Wrapped: View {
  func visitTabChildren(_ collector: inout TabEntryCollector) {
    if let view = self { collector.visit(view) }
  }
}

extension _ConditionalContent: TabChildList {
  func visitTabChildren(_ collector: inout TabEntryCollector) {
    switch storage {
    case .trueContent(let view): collector.visit(view)
    case .falseContent(let view): collector.visit(view)
    }
  }
}

extension EmptyView: TabChildList {
  func visitTabChildren(_ collector: inout TabEntryCollector) {}
}

extension ForEach: TabChildList where Content: View {
  func visitTabChildren(_ collector: inout TabEntryCollector) {
    let outer = collector.elementID
    for element in data {
      collector.elementID = AnyHashable(element[keyPath: id])
      collector.visit(content(element))
    }
    collector.elementID = outer
  }
}
