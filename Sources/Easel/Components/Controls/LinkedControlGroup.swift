import Foundation

/// A control group as one row of linked buttons: the buttons side by side with no gap, one rounded border around
/// them and a separator between each two, as GTK draws a box of the `.linked` class.
struct LinkedControlGroup: View {
  let configuration: ControlGroupStyleConfiguration

  var body: some View {
    let shape = RoundedRectangle(cornerRadius: ControlPalette.cornerRadius)
    HStack(spacing: 0) { configuration.content }
      .buttonStyle(LinkedSegmentButtonStyle())
      .fixedSize()
      .clipShape(shape)
      .overlay(shape.strokeBorder(ControlPalette.controlBorder, lineWidth: 1))
  }
}

/// One button of a linked row: its label on the control fill, darker while pressed, with a separator along its
/// trailing edge (the last one's lies under the row's border).
private struct LinkedSegmentButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View { LinkedSegment(configuration: configuration) }
}

private struct LinkedSegment: View {
  let configuration: ButtonStyleConfiguration
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.controlSize) private var controlSize
  @Environment(\.font) private var font

  var body: some View {
    configuration.label
      .font(font ?? controlSize.defaultFont)
      .foregroundStyle(configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(Color.primary))
      .padding(controlSize.buttonPadding)
      .frame(maxHeight: .infinity)
      .background(configuration.isPressed ? ControlPalette.controlFillPressed : ControlPalette.controlFill)
      .overlay(alignment: .trailing) { Rectangle().fill(ControlPalette.controlBorder).frame(width: 1) }
      .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
  }
}
