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
            .accessibilityDefaults { [select] in
              $0.role = .tab
              if entry.tag == selected { $0.addedTraits = .isSelected }
              $0.actions[.default] = { select(entry.tag) }
            }
        }
      }
      .frame(height: Self.height)
      .accessibilityDefaults { $0.role = .tabList }
    }
    .background(ControlPalette.windowBackground)
  }
}
