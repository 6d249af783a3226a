import Foundation

/// A pull-down button that opens a menu of buttons, dividers and submenus below it (above it when there is no
/// room). A press outside or Escape closes the menu; choosing an item runs it and closes the menu.
///
/// ```swift
/// Menu("Sort") {
///   Button("By Name") { sortByName() }
///   Divider()
///   Menu("More") { Button("By Size") { sortBySize() } }
/// }
/// ```
public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let primaryAction: (@MainActor () -> Void)?
  @State private var isOpen = false
  @Environment(\.isEnabled) private var isEnabled

  /// A menu with the items `content` builds, shown by a button with `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    primaryAction = nil
  }

  /// A menu whose button runs `primaryAction` when clicked; its chevron (or a long press) opens the menu.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.content = content()
    self.label = label()
    self.primaryAction = primaryAction
  }

  public var body: some View {
    let shape = RoundedRectangle(cornerRadius: ControlPalette.cornerRadius)
    HStack(spacing: 7) {
      label.lineLimit(1)
      MenuGlyph.view(.chevronDown, size: CGSize(width: 8, height: 8))
        .foregroundStyle(.secondary)
        .padding(.vertical, 6)
        .contentShape(Rectangle())
        .onTapGesture { open() }
    }
    .font(.system(size: 13))
    .padding(.horizontal, 10)
    .frame(height: 24)
    .background(shape.fill(isOpen ? ControlPalette.controlFillPressed : ControlPalette.controlFill))
    .contentShape(shape)
    .onTapGesture {
      if let primaryAction { if isEnabled { primaryAction() } } else { open() }
    }
    .gesture(LongPressGesture().onEnded { _ in open() })
    .accessibilityDefaults { [isOpen, primaryAction, open = $isOpen] in
      $0.role = .menuButton
      $0.isExpanded = isOpen
      $0.actions[.default] = primaryAction ?? { open.wrappedValue = true }
      if primaryAction != nil { $0.actions[.showMenu] = { open.wrappedValue = true } }
    }
    .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
    .modifier(
      PresentationModifier(
        presented: isOpen ? panel : nil, identity: nil, style: .menu, dismiss: { isOpen = false }, onDismiss: nil))
  }

  private func open() { if isEnabled { isOpen = true } }

  private var panel: MenuPanel {
    MenuPanel(entries: MenuEntry.entries(of: content), checkedTag: nil, showsCheckmarks: false) { entry in
      isOpen = false
      if case .action(_, let action) = entry.kind { action() }
    }
  }
}

extension Menu where Label == Text {
  /// A menu with a localized title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A menu with a title shown as is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A menu with a localized title whose button runs `primaryAction`.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }
}

extension Menu: MenuContentProvider {
  /// Inside another menu, a menu is a submenu.
  func menuEntries() -> [MenuEntry] {
    [MenuEntry(kind: .submenu(MenuEntry.entries(of: content)), label: AnyView(label))]
  }
}
