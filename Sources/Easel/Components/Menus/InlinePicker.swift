import Foundation

/// A picker drawn as its options listed under its label: a checkmark marks the selected option, or radio
/// buttons show which is on.
struct InlinePicker<Label: View>: View {
  let label: Label
  let choice: PickerChoice
  let usesRadioButtons: Bool
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    let selected = choice.selectedIndex
    VStack(alignment: .leading, spacing: 0) {
      label.font(.system(size: 12, weight: .semibold)).foregroundStyle(.secondary).padding(.bottom, 4)
      ForEach(choice.options.indices, id: \.self) { index in
        HStack(spacing: 8) {
          indicator(isOn: index == selected)
          (choice.options[index].label ?? AnyView(EmptyView())).lineLimit(1)
          Spacer(minLength: 0)
        }
        .font(.system(size: 13))
        .frame(height: 26)
        .contentShape(Rectangle())
        .onTapGesture { if isEnabled { choice.select(at: index) } }
        .accessibilityDefaults { [choice] in
          $0.role = .radioButton
          $0.isChecked = index == selected
          $0.actions[.default] = { choice.select(at: index) }
        }
      }
    }
    .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
  }

  @ViewBuilder private func indicator(isOn: Bool) -> some View {
    if usesRadioButtons {
      ZStack {
        Circle().fill(isOn ? Color.accentColor : ControlPalette.textFieldBackground)
        Circle().strokeBorder(isOn ? Color.clear : ControlPalette.separator, lineWidth: 1)
        Circle().fill(Color.white).frame(width: 6, height: 6).opacity(isOn ? 1 : 0)
      }
      .frame(width: 16, height: 16)
    } else {
      MenuGlyph.view(.checkmark, size: CGSize(width: 12, height: 10))
        .foregroundStyle(Color.accentColor)
        .opacity(isOn ? 1 : 0)
    }
  }
}
