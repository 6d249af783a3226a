import Foundation

/// A style that draws a toggle as a bordered button showing its label, filled with the tint color while on.
public struct ButtonToggleStyle: ToggleStyle {
  /// The style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    PressableButton(configuration: configuration.flipButton) { press in
      BorderedButtonLook(configuration: press, isProminent: configuration.isOn)
    }
    .focusable(interactions: .activate)
    .accessibilityDefaults(configuration.describe(as: .button))
  }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button that stays pressed while on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
