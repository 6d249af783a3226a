import Foundation

/// A colour picker's swatch: the colour in a rounded rectangle with a hairline border, so white and clear
/// colours still show as a control.
struct ColorSwatch: View {
  let color: Color

  var body: some View {
    RoundedRectangle(cornerRadius: ControlPalette.cornerRadius)
      .fill(color)
      .frame(width: 44, height: 24)
      .overlay(RoundedRectangle(cornerRadius: ControlPalette.cornerRadius).stroke(ControlPalette.controlBorder))
      .contentShape(Rectangle())
  }
}
