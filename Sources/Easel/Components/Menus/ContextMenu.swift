import Foundation

/// A view with a context menu: a secondary click, or a long press, opens the menu at the pointer.
struct ContextMenuHost<Content: View, MenuItems: View>: View {
  let content: Content
  let menuItems: MenuItems
  @State private var openLocation: CGPoint?
  @State private var pressLocation = CGPoint.zero

  var body: some View {
    content
      .onPointerEvent { event in
        guard event.phase == .began else { return }
        if event.button == .secondary { openLocation = event.location } else { pressLocation = event.location }
      }
      .simultaneousGesture(LongPressGesture().onEnded { _ in openLocation = pressLocation })
      .modifier(
        PresentationModifier(
          presented: openLocation == nil ? nil : panel, identity: openLocation.map { AnyHashable("\($0)") },
          style: .contextMenu(at: openLocation ?? .zero), dismiss: { openLocation = nil }, onDismiss: nil))
  }

  private var panel: MenuPanel {
    MenuPanel(entries: MenuEntry.entries(of: menuItems), checkedTag: nil, showsCheckmarks: false) { entry in
      openLocation = nil
      if case .action(_, let action) = entry.kind { action() }
    }
  }
}

extension View {
  /// Adds a context menu: a secondary click (right button) or a long press opens the menu at the pointer.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    ContextMenuHost(content: self, menuItems: menuItems())
  }
}
