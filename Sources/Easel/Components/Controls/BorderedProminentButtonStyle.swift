import Foundation

/// A style that draws the label in white on a rounded fill of the tint color (red for destructive buttons).
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    PressableButton(configuration: configuration) { BorderedButtonLook(configuration: $0, isProminent: true) }
  }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A style that draws the label in white on a rounded fill of the tint color (red for destructive buttons).
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
