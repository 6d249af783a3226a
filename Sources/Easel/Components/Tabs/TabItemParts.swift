import Foundation

/// The icon and the title of a tab item, from a `Label` or from an image and a text.
@MainActor
struct TabItemParts {
  var icon: AnyView?
  var title: AnyView?

  init(_ item: AnyView?) {
    guard let item else { return }
    if let label = item.view as? any TabItemLabel {
      (icon, title) = (label.tabIcon, label.tabTitle)
      return
    }
    var collector = TabItemPartCollector()
    if let list = item.view as? any TabChildList {
      var entries = TabEntryCollector()
      list.visitTabChildren(&entries)
      for entry in entries.entries { collector.add(entry.view) }
    } else {
      collector.add(item)
    }
    (icon, title) = (collector.icon, collector.title)
  }
}

/// Sorts the views of a tab item into icon (images) and title (the rest).
@MainActor
private struct TabItemPartCollector {
  var icon: AnyView?
  var title: AnyView?

  mutating func add(_ view: AnyView) {
    if view.view is Image, icon == nil {
      icon = view
    } else if title == nil {
      title = view
    }
  }
}
