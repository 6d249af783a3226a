import Foundation

/// A picker drawn as equal segments on a capsule track; a raised capsule slides to the selected segment.
struct SegmentedPicker: View {
  let choice: PickerChoice
  @Environment(\.isEnabled) private var isEnabled

  /// The raised segment: white in light appearance, a light grey that stands out from the dark track in dark.
  private static let thumb = Color(
    storage: .adaptive(light: Color.Resolved(255, 255, 255), dark: Color.Resolved(99, 99, 102)))

  var body: some View {
    let selected = choice.selectedIndex
    let count = max(choice.options.count, 1)
    HStack(spacing: 0) {
      ForEach(choice.options.indices, id: \.self) { index in
        (choice.options[index].label ?? AnyView(EmptyView()))
          .font(.system(size: 13, weight: index == selected ? .medium : .regular))
          .lineLimit(1)
          .padding(.horizontal, 12)
          .frame(maxWidth: .infinity)
          .frame(height: 28)
          .contentShape(Rectangle())
          .onTapGesture { if isEnabled { choice.select(at: index) } }
          .accessibilityDefaults { [choice] in
            $0.role = .radioButton
            $0.isChecked = index == selected
            $0.actions[.default] = { choice.select(at: index) }
          }
      }
    }
    .background(
      GeometryReader { proxy in
        let width = proxy.size.width / CGFloat(count)
        Capsule()
          .fill(Self.thumb)
          .shadow(color: Color.black.opacity(0.18), radius: 2, y: 1)
          .frame(width: max(0, width - 4), height: max(0, proxy.size.height - 4))
          .offset(x: CGFloat(selected ?? 0) * width + 2, y: 2)
          .opacity(selected == nil ? 0 : 1)
          .animation(.easeOut(duration: 0.2), value: selected)
      }
    )
    .background(Capsule().fill(ControlPalette.controlFill))
    .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
  }
}
