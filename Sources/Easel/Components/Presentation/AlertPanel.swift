import Foundation

/// The content of an alert: a bold title, a message and the buttons, in a desktop style. Two buttons sit side by
/// side with the cancel button first; more are stacked with the cancel button last. The default button is
/// filled with the accent colour and answers Return; the cancel button answers Escape.
struct AlertPanel: View {
  let title: Text
  let message: AnyView?
  let buttons: [MenuEntry]
  let dismiss: @MainActor () -> Void

  init(title: Text, message: AnyView?, actions: [MenuEntry], dismiss: @escaping @MainActor () -> Void) {
    self.title = title
    self.message = message
    let buttons = actions.filter { if case .action = $0.kind { true } else { false } }
    self.buttons =
      buttons.isEmpty ? [MenuEntry(kind: .action(role: nil, action: {}), label: AnyView(Text("OK")))] : buttons
    self.dismiss = dismiss
  }

  var body: some View {
    VStack(spacing: 0) {
      VStack(spacing: 6) {
        title.font(.system(size: 14, weight: .bold))
        if let message { message.font(.system(size: 12)) }
      }
      .multilineTextAlignment(.center)
      .frame(maxWidth: .infinity)
      .padding(.horizontal, 18)
      .padding(.top, 20)
      .padding(.bottom, 16)
      buttonArea
        .padding(.horizontal, 16)
        .padding(.bottom, 16)
    }
  }

  /// Cancel first when side by side (as macOS and iOS place it), last when stacked.
  private var ordered: [MenuEntry] {
    let cancel = buttons.filter { $0.role == .cancel }
    let others = buttons.filter { $0.role != .cancel }
    return buttons.count == 2 ? cancel + others : others + cancel
  }

  /// The first button without a role, or the only button.
  private var defaultIndex: Int? {
    let list = ordered
    if let index = list.firstIndex(where: { $0.role == nil }) { return index }
    return list.count == 1 ? 0 : nil
  }

  /// The cancel button, or the only button.
  private var cancelIndex: Int? {
    let list = ordered
    if let index = list.firstIndex(where: { $0.role == .cancel }) { return index }
    return list.count == 1 ? 0 : nil
  }

  @ViewBuilder private var buttonArea: some View {
    let list = ordered
    if list.count == 2 {
      HStack(spacing: 8) {
        button(list[0], at: 0)
        button(list[1], at: 1)
      }
    } else {
      VStack(spacing: 8) {
        ForEach(list.indices, id: \.self) { index in button(list[index], at: index) }
      }
    }
  }

  private func button(_ entry: MenuEntry, at index: Int) -> some View {
    PanelButton(
      entry: entry, isDefault: index == defaultIndex, isCancel: index == cancelIndex,
      run: {
        if case .action(_, let action) = entry.kind { action() }
        dismiss()
      })
  }
}

/// A button of an alert or dialog panel: a rounded control filled with the tint (the accent colour unless
/// `tint(_:)` sets one) when it is the default.
struct PanelButton: View {
  let entry: MenuEntry
  let isDefault: Bool
  let isCancel: Bool
  let run: @MainActor () -> Void
  @State private var isPressed = false

  var body: some View {
    let shape = RoundedRectangle(cornerRadius: ControlPalette.cornerRadius)
    let base = (entry.label ?? AnyView(EmptyView()))
      .font(.system(size: 13, weight: isDefault ? .semibold : .regular))
      .foregroundStyle(foreground)
      .lineLimit(1)
      .frame(maxWidth: .infinity)
      .frame(height: 28)
      .background(shape.fill(fill))
      .overlay(shape.fill(Color.black.opacity(isPressed && isDefault ? 0.15 : 0)))
      .contentShape(shape)
      .trackingPress($isPressed)
      .onTapGesture(perform: run)
      // A Tab stop that Space presses, and a push button for screen readers, as the alert's buttons are on GTK.
      .focusable(interactions: .activate)
      .accessibilityDefaults { [run] in
        $0.role = .button
        $0.actions[.default] = run
      }
    return ShortcutKeys(content: base, returnKey: isDefault, escapeKey: isCancel)
  }

  /// The default button takes the tint, as SwiftUI's alerts take the app's accent colour.
  private var fill: AnyShapeStyle {
    if isDefault { return AnyShapeStyle(.tint) }
    return AnyShapeStyle(isPressed ? ControlPalette.controlFillPressed : ControlPalette.controlFill)
  }

  private var foreground: Color {
    if isDefault { return .white }
    return entry.role == .destructive ? .red : .primary
  }
}

/// Gives its content Return and Escape as keyboard shortcuts.
private struct ShortcutKeys<Content: View>: View {
  let content: Content
  let returnKey: Bool
  let escapeKey: Bool

  var body: some View {
    switch (returnKey, escapeKey) {
    case (true, true): content.keyboardShortcut(.return, modifiers: []).keyboardShortcut(.escape, modifiers: [])
    case (true, false): content.keyboardShortcut(.return, modifiers: [])
    case (false, true): content.keyboardShortcut(.escape, modifiers: [])
    case (false, false): content
    }
  }
}
