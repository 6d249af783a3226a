import Foundation

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
