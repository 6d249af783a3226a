import Foundation

/// A picker drawn as its label and a pop-up button showing the selected option; the button opens a menu of the
/// options with a checkmark on the selected one.
struct MenuPicker<Label: View>: View {
  let label: Label
  let choice: PickerChoice
  @State private var isOpen = false
  @Environment(\.isEnabled) private var isEnabled
  /// In a form the picker is a row: its label leading in the row's font, the pop-up button trailing.
  @Environment(\.isInForm) private var isInForm

  var body: some View {
    let shape = RoundedRectangle(cornerRadius: ControlPalette.cornerRadius)
    HStack(spacing: 8) {
      if isInForm {
        label
        Spacer(minLength: 8)
      } else {
        label.font(.system(size: 13))
      }
      HStack(spacing: 8) {
        selectedLabel.lineLimit(1)
        MenuGlyph.view(.upDown, size: CGSize(width: 7, height: 11)).foregroundStyle(.secondary)
      }
      .padding(.leading, 10)
      .padding(.trailing, 8)
      .frame(height: 24)
      .background(shape.fill(isOpen ? ControlPalette.controlFillPressed : ControlPalette.controlFill))
      .contentShape(shape)
      .onTapGesture { if isEnabled { isOpen = true } }
      // A pop-up button: named by the picker's label, its value the selected option's text.
      .accessibilityDefaults { [label = label as? Text, isOpen, open = $isOpen] in
        $0.role = .comboBox
        $0.label = label
        $0.contentIsValue = true
        $0.isExpanded = isOpen
        $0.actions[.default] = { open.wrappedValue = true }
      }
      .modifier(
        PresentationModifier(
          presented: isOpen ? panel : nil, identity: nil, style: .menu, dismiss: { isOpen = false }, onDismiss: nil)
      )
      .font(.system(size: 13))
    }
    .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
  }

  @ViewBuilder private var selectedLabel: some View {
    if let index = choice.selectedIndex, let label = choice.options[index].label { label } else { Text(" ") }
  }

  private var panel: MenuPanel {
    MenuPanel(entries: choice.options, checkedTag: choice.selection, showsCheckmarks: true) { entry in
      isOpen = false
      if let tag = entry.tag { choice.select(tag) }
    }
  }
}
