import Foundation

/// The content of a confirmation dialog: an action sheet near the bottom of the window, its title and message
/// above the actions, and Cancel in a panel of its own below them.
struct DialogPanel: View {
  let title: Text?
  let message: AnyView?
  let actions: [MenuEntry]
  let cancel: MenuEntry
  let dismiss: @MainActor () -> Void

  init(
    title: Text?, message: AnyView?, entries: [MenuEntry], dismiss: @escaping @MainActor () -> Void
  ) {
    self.title = title
    self.message = message
    let buttons = entries.filter { if case .action = $0.kind { true } else { false } }
    actions = buttons.filter { $0.role != .cancel }
    cancel =
      buttons.first { $0.role == .cancel }
      ?? MenuEntry(kind: .action(role: .cancel, action: {}), label: AnyView(Text("Cancel")))
    self.dismiss = dismiss
  }

  var body: some View {
    let shape = RoundedRectangle(cornerRadius: ControlPalette.panelCornerRadius)
    VStack(spacing: 8) {
      VStack(spacing: 0) {
        if title != nil || message != nil {
          VStack(spacing: 4) {
            if let title { title.font(.system(size: 13, weight: .semibold)) }
            if let message { message.font(.system(size: 12)) }
          }
          .foregroundStyle(.secondary)
          .multilineTextAlignment(.center)
          .frame(maxWidth: .infinity)
          .padding(.horizontal, 16)
          .padding(.vertical, 12)
          Rectangle().fill(ControlPalette.separator).frame(height: 0.5)
        }
        ForEach(actions.indices, id: \.self) { index in
          if index > 0 { Rectangle().fill(ControlPalette.separator).frame(height: 0.5) }
          row(actions[index], isCancel: false)
        }
      }
      .background(shape.fill(ControlPalette.elevatedBackground))
      .clipShape(shape)
      row(cancel, isCancel: true)
        .background(shape.fill(ControlPalette.elevatedBackground))
        .clipShape(shape)
    }
  }

  private func row(_ entry: MenuEntry, isCancel: Bool) -> some View {
    DialogRow(
      entry: entry, isCancel: isCancel,
      run: {
        if case .action(_, let action) = entry.kind { action() }
        dismiss()
      })
  }
}

/// One action of a confirmation dialog: accent-coloured text across the panel, red when destructive, bold for
/// Cancel; darkened while pressed.
private struct DialogRow: View {
  let entry: MenuEntry
  let isCancel: Bool
  let run: @MainActor () -> Void
  @State private var isPressed = false

  var body: some View {
    let row = (entry.label ?? AnyView(EmptyView()))
      .font(.system(size: 15, weight: isCancel ? .semibold : .regular))
      .foregroundStyle(entry.role == .destructive ? Color.red : Color.accentColor)
      .lineLimit(1)
      .frame(maxWidth: .infinity)
      .frame(height: 44)
      .background(Rectangle().fill(isPressed ? ControlPalette.controlFill : Color.clear))
      .contentShape(Rectangle())
      .trackingPress($isPressed)
      .onTapGesture(perform: run)
      // A Tab stop that Space presses, and a push button for screen readers and keyboard shortcuts.
      .focusable(interactions: .activate)
      .accessibilityDefaults { [run] in
        $0.role = .button
        $0.actions[.default] = run
      }
    // Escape performs Cancel's action.
    if isCancel { row.keyboardShortcut(.escape, modifiers: []) } else { row }
  }
}
