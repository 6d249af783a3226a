import Foundation

/// One component of a compact date picker: its value on a rounded fill, in the tint colour while its popover is
/// open, as on iOS.
struct DatePickerChip: View {
  let title: String
  let isOpen: Bool
  let action: @MainActor () -> Void

  var body: some View {
    Button(action: action) {
      Text(title)
        .foregroundStyle(isOpen ? AnyShapeStyle(.tint) : AnyShapeStyle(.primary))
        .padding(.horizontal, 10)
        .padding(.vertical, 5)
        .background(RoundedRectangle(cornerRadius: ControlPalette.cornerRadius).fill(ControlPalette.controlFill))
    }
    .buttonStyle(.plain)
  }
}
