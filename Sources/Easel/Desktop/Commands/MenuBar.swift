import Foundation

/// A window's menu bar: a row of menu titles along the top of the window, each opening its menu below it, with
/// the commands' shortcuts shown beside them and working while the menus are closed. As in GTK apps, F10 opens the
/// first menu, Left and Right open the menus beside it, and Escape closes it.
struct MenuBar: View {
  let menus: @MainActor () -> [MenuBarLayout.Menu]
  @State private var openMenu: Int?

  var body: some View {
    let makeMenus = menus
    let titles = makeMenus().map(\.title)
    HStack(spacing: 0) {
      ForEach(titles.indices, id: \.self) { index in
        // The entries are read when the menu opens, so its titles and disabled states are current.
        MenuBarTitle(
          title: titles[index], entries: { makeMenus().dropFirst(index).first?.entries ?? [] },
          isOpen: openMenu == index, isBarOpen: openMenu != nil, open: { openMenu = $0 ? index : nil },
          openAdjacent: { step in openMenu = (index + step + titles.count) % titles.count })
      }
      Spacer(minLength: 0)
    }
    .onKeyPress(.f10) {
      guard !titles.isEmpty else { return .ignored }
      openMenu = openMenu == nil ? 0 : nil
      return .handled
    }
    .accessibilityDefaults { $0.role = .menuBar }
    .padding(.horizontal, 4)
    .frame(height: MenuBar.height)
    .background(ControlPalette.groupedBackground)
    .overlay(alignment: .bottom) { Rectangle().fill(ControlPalette.separator).frame(height: 1) }
    .modifier(CommandShortcutsModifier(entries: { self.menus().flatMap(\.entries) }))
  }

  /// The bar's height, including its bottom separator.
  static let height: CGFloat = 30
}

/// One title of the menu bar: a flat button, filled while its menu is open.
private struct MenuBarTitle: View {
  let title: Text
  let entries: @MainActor () -> [MenuEntry]
  let isOpen: Bool
  /// Whether one of the bar's menus is open: then pointing at this title opens its menu instead.
  let isBarOpen: Bool
  let open: @MainActor (Bool) -> Void
  /// Opens the menu beside this one, to the right (1) or to the left (-1).
  let openAdjacent: @MainActor (Int) -> Void

  var body: some View {
    title
      .font(.system(size: 13))
      .padding(.horizontal, 9)
      .frame(height: 24)
      .background(
        RoundedRectangle(cornerRadius: ControlPalette.cornerRadius).fill(
          isOpen ? ControlPalette.controlFillPressed : Color.clear)
      )
      .contentShape(Rectangle())
      .onTapGesture { open(!isOpen) }
      .onPresentationHover { inside in if inside && isBarOpen && !isOpen { open(true) } }
      .accessibilityDefaults { [isOpen, open] in
        $0.role = .menuItem
        $0.isExpanded = isOpen
        $0.actions[.default] = { open(!isOpen) }
      }
      .modifier(
        PresentationModifier(
          presented: isOpen ? panel : nil, identity: nil, style: .menu, dismiss: { open(false) }, onDismiss: nil))
  }

  private var panel: MenuPanel {
    MenuPanel(
      entries: entries(), checkedTag: nil, showsCheckmarks: false,
      choose: { entry in
        open(false)
        if case .action(_, let action) = entry.kind { action() }
      }, openAdjacent: openAdjacent)
  }
}
