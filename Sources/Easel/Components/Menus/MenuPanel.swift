import Foundation

/// The content of an open menu: one row per entry, highlighted under the pointer; choosing a row runs it and
/// closes the menu, a submenu row opens its menu beside it. Arrow keys move the highlight, Return chooses.
struct MenuPanel: View {
  let entries: [MenuEntry]
  /// The tag of the selected option, whose row shows a checkmark (pickers).
  let checkedTag: AnyHashable?
  /// Whether rows keep a column for checkmarks.
  let showsCheckmarks: Bool
  /// Closes every open menu and runs the chosen entry.
  let choose: @MainActor (MenuEntry) -> Void
  /// Opens the menu beside this one in a menu bar, to the right (1) or to the left (-1), where the arrow keys go
  /// past this menu's own submenus; `nil` outside a menu bar.
  var openAdjacent: (@MainActor (Int) -> Void)? = nil

  @State private var highlighted: Int?
  @State private var openSubmenu: Int?

  var body: some View {
    let checkmarkColumn = showsCheckmarks || entries.contains(where: \.isChecked)
    VStack(alignment: .leading, spacing: 0) {
      ForEach(entries.indices, id: \.self) { index in
        row(
          index, isHighlighted: highlighted == index || openSubmenu == index, showsSubmenu: openSubmenu == index,
          checkmarkColumn: checkmarkColumn)
      }
    }
    .padding(.vertical, 5)
    .frame(minWidth: 160, alignment: .leading)
    .onKeyPress(keys: [.upArrow, .downArrow, .rightArrow, .leftArrow, .return, .space]) { press in
      handle(press.key)
    }
  }

  @ViewBuilder private func row(_ index: Int, isHighlighted: Bool, showsSubmenu: Bool, checkmarkColumn: Bool)
    -> some View
  {
    let entry = entries[index]
    if entry.isDivider {
      Rectangle().fill(ControlPalette.separator).frame(height: 1).padding(.horizontal, 10).padding(.vertical, 4)
    } else {
      MenuRow(
        entry: entry, isHighlighted: isHighlighted,
        isChecked: entry.isChecked || (showsCheckmarks && entry.tag != nil && entry.tag == checkedTag),
        showsCheckmarks: checkmarkColumn,
        isEnabled: isChoosable(entry)
      )
      .contentShape(Rectangle())
      .onPresentationHover { inside in hover(index, inside: inside) }
      .onTapGesture { activate(index) }
      .accessibilityDefaults {
        [isChoosable = isChoosable(entry), isPickerOption = showsCheckmarks && entry.tag != nil] in
        $0.role = isPickerOption ? .radioMenuItem : .menuItem
        if isPickerOption || entry.isChecked { $0.isChecked = entry.isChecked || entry.tag == checkedTag }
        if case .submenu = entry.kind { $0.isExpanded = showsSubmenu }
        if isChoosable { $0.actions[.default] = { activate(index) } }
        // The arrow keys move the highlight, not the keyboard's focus: screen readers follow the highlight.
        $0.highlight = isHighlighted
      }
      .modifier(
        PresentationModifier(
          presented: showsSubmenu ? submenu(of: entry) : nil, identity: nil, style: .submenu,
          dismiss: { openSubmenu = nil }, onDismiss: nil))
    }
  }

  private func submenu(of entry: MenuEntry) -> MenuPanel? {
    guard case .submenu(let entries) = entry.kind else { return nil }
    return MenuPanel(entries: entries, checkedTag: checkedTag, showsCheckmarks: showsCheckmarks, choose: choose)
  }

  /// Buttons, submenus and (in pickers) tagged options can be chosen unless disabled; other views are labels.
  private func isChoosable(_ entry: MenuEntry) -> Bool {
    switch entry.kind {
    case .action, .submenu: !entry.isDisabled
    case .option: showsCheckmarks && entry.tag != nil && !entry.isDisabled
    case .divider: false
    }
  }

  private func hover(_ index: Int, inside: Bool) {
    if inside {
      guard isChoosable(entries[index]) else { return }
      highlighted = index
      if case .submenu = entries[index].kind { openSubmenu = index } else { openSubmenu = nil }
    } else if highlighted == index {
      highlighted = nil
    }
  }

  private func activate(_ index: Int) {
    let entry = entries[index]
    guard isChoosable(entry) else { return }
    if case .submenu = entry.kind {
      // Opens, never toggles: the pointer's hover has usually opened it just before the click.
      openSubmenu = index
      highlighted = index
    } else {
      choose(entry)
    }
  }

  private func handle(_ key: KeyEquivalent) -> KeyPress.Result {
    let choosable = entries.indices.filter { isChoosable(entries[$0]) }
    guard !choosable.isEmpty else { return .ignored }
    switch key {
    case .downArrow:
      highlighted = choosable.first { $0 > (highlighted ?? -1) } ?? choosable.first
    case .upArrow:
      highlighted = choosable.last { $0 < (highlighted ?? entries.count) } ?? choosable.last
    case .rightArrow:
      if let index = highlighted, case .submenu = entries[index].kind {
        openSubmenu = index
      } else if let openAdjacent {
        openAdjacent(1)
      } else {
        return .ignored
      }
    case .leftArrow:
      if openSubmenu != nil {
        openSubmenu = nil
      } else if let openAdjacent {
        openAdjacent(-1)
      } else {
        return .ignored
      }
    default:
      guard let index = highlighted else { return .ignored }
      activate(index)
    }
    return .handled
  }
}

/// One row of an open menu: an optional checkmark, the label, and a chevron for submenus; filled with the accent
/// colour while highlighted.
private struct MenuRow: View {
  let entry: MenuEntry
  let isHighlighted: Bool
  let isChecked: Bool
  let showsCheckmarks: Bool
  let isEnabled: Bool

  var body: some View {
    HStack(spacing: 6) {
      if showsCheckmarks { MenuGlyph.view(.checkmark, size: CGSize(width: 10, height: 9)).opacity(isChecked ? 1 : 0) }
      (entry.label ?? AnyView(EmptyView())).lineLimit(1)
      Spacer(minLength: 18)
      if let shortcut = entry.shortcut {
        Text(shortcut.displayName).foregroundStyle(
          isHighlighted && isEnabled ? Color.white : ControlPalette.placeholder)
      }
      if case .submenu = entry.kind { MenuGlyph.view(.chevronRight, size: CGSize(width: 7, height: 9)) }
    }
    .font(.system(size: 13))
    .foregroundStyle(foreground)
    .padding(.horizontal, 9)
    .frame(height: 22)
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(RoundedRectangle(cornerRadius: 4).fill(isHighlighted && isEnabled ? Color.accentColor : Color.clear))
    .padding(.horizontal, 5)
  }

  private var foreground: Color {
    if !isEnabled { return ControlPalette.placeholder }
    if isHighlighted { return .white }
    return entry.role == .destructive ? .red : .primary
  }
}
