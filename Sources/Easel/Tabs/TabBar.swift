import Foundation

/// The bar along the bottom of a tab view: one item per tab, icon above title, the selected one in the accent
/// colour.
struct TabBar: View {
  let entries: [TabEntry]
  let selected: AnyHashable?
  /// The preferences of the selected tab, which may hide the bar.
  let preferences: NavigationScreenModel?
  let select: @MainActor (AnyHashable) -> Void

  /// The height of the bar, as on iPhone.
  static let height: CGFloat = 49

  var body: some View {
    if preferences?.preferences.isTabBarHidden != true { bar }
  }

  private var bar: some View {
    VStack(spacing: 0) {
      ControlPalette.separator.frame(height: 1)
      HStack(spacing: 0) {
        ForEach(entries.indices, id: \.self) { index in
          let entry = entries[index]
          TabBarItem(item: entry.item)
            .foregroundStyle(entry.tag == selected ? Color.accentColor : Color.gray)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            .onTapGesture { select(entry.tag) }
        }
      }
      .frame(height: Self.height)
    }
    .background(ControlPalette.windowBackground)
  }
}

/// One item of the tab bar: the tab item's icon above its title.
struct TabBarItem: View {
  let item: AnyView?

  var body: some View {
    let parts = TabItemParts(item)
    VStack(spacing: 3) {
      // iPhone tab bars show filled symbols.
      if let icon = parts.icon { icon.font(.system(size: 22)).symbolVariant(.fill) }
      if let title = parts.title { title.font(.system(size: 10, weight: .medium)).lineLimit(1) }
    }
  }
}

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

/// A `Label`, whose parts a tab bar stacks vertically.
@MainActor
protocol TabItemLabel {
  var tabIcon: AnyView { get }
  var tabTitle: AnyView { get }
}

extension Label: TabItemLabel {
  var tabIcon: AnyView { AnyView(icon) }
  var tabTitle: AnyView { AnyView(title) }
}
