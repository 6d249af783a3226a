import Foundation

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
