import Foundation

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
