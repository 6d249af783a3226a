import Foundation

/// One component of a compact date picker: its value on a rounded fill, in the tint colour while its popover is
/// open, as on iOS. Screen readers hear a button named by the picker's label, its value the date or time shown, and
/// whether its popover is open.
struct DatePickerChip: View {
  let title: String
  /// The picker's label, when it is text.
  let name: Text?
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
    .accessibilityDefaults { [name, isOpen] in
      $0.role = .button
      $0.label = name
      $0.contentIsValue = true
      $0.isExpanded = isOpen
    }
  }
}
