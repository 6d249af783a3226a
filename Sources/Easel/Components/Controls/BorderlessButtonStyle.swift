import Foundation

/// A style that shows the label alone in the tint color, dimmed while pressed.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    PressableButton(configuration: configuration) {
      BorderlessButtonLook(configuration: $0, foreground: AnyShapeStyle(TintShapeStyle()))
    }
  }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A style that shows the label alone in the tint color, dimmed while pressed.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
