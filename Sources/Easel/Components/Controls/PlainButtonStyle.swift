import Foundation

/// A style that shows the label alone, unchanged, dimmed while pressed.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    PressableButton(configuration: configuration) { BorderlessButtonLook(configuration: $0, foreground: nil) }
  }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// A style that shows the label alone, unchanged, dimmed while pressed.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
