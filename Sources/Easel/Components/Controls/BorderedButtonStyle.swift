import Foundation

/// A style that draws the label on a gray rounded fill with a hairline border.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    PressableButton(configuration: configuration) { BorderedButtonLook(configuration: $0, isProminent: false) }
  }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A style that draws the label on a gray rounded fill with a hairline border.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
