import Foundation

/// The look of bordered buttons: the label on a rounded fill, gray (or the tint, for prominent buttons),
/// darker while pressed. With a `tint(_:)`, a bordered button shows its label in the tint on a light wash of it,
/// as in SwiftUI.
struct BorderedButtonLook: View {
  let configuration: ButtonStyleConfiguration
  let isProminent: Bool
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.controlSize) private var controlSize
  @Environment(\.font) private var font
  @Environment(\.tint) private var tint

  /// The darkening of a prominent button while pressed.
  static let prominentPressedShade = Color.black.opacity(0.2)

  var body: some View {
    let shape = RoundedRectangle(cornerRadius: ControlPalette.cornerRadius)
    configuration.label
      .font(font ?? controlSize.defaultFont)
      .foregroundStyle(labelStyle)
      .padding(controlSize.buttonPadding)
      .background {
        if isProminent {
          ZStack {
            shape.fill(prominentFill)
            shape.fill(configuration.isPressed ? Self.prominentPressedShade : Color.clear)
          }
        } else if tint != nil {
          shape.fill(TintShapeStyle()).opacity(configuration.isPressed ? 0.3 : 0.16)
        } else {
          ZStack {
            shape.fill(configuration.isPressed ? ControlPalette.controlFillPressed : ControlPalette.controlFill)
            shape.strokeBorder(ControlPalette.controlBorder, lineWidth: 1)
          }
        }
      }
      .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
  }

  private var labelStyle: AnyShapeStyle {
    if isProminent { return AnyShapeStyle(Color.white) }
    if configuration.role == .destructive { return AnyShapeStyle(Color.red) }
    return tint == nil ? AnyShapeStyle(Color.primary) : AnyShapeStyle(TintShapeStyle())
  }

  private var prominentFill: AnyShapeStyle {
    configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
  }
}

/// The look of buttons without a border: the label alone, in the role's color or `foreground`, dimmed while
/// pressed.
struct BorderlessButtonLook: View {
  let configuration: ButtonStyleConfiguration
  /// The label's style when the role sets none; `nil` keeps the inherited foreground style.
  let foreground: AnyShapeStyle?
  @Environment(\.isEnabled) private var isEnabled

  /// The opacity of a pressed borderless label.
  static let pressedOpacity = 0.45

  var body: some View {
    labeled
      .opacity(isEnabled ? (configuration.isPressed ? Self.pressedOpacity : 1) : ControlPalette.disabledOpacity)
  }

  @ViewBuilder private var labeled: some View {
    if configuration.role == .destructive {
      configuration.label.foregroundStyle(Color.red)
    } else if let foreground {
      configuration.label.foregroundStyle(foreground)
    } else {
      configuration.label
    }
  }
}
