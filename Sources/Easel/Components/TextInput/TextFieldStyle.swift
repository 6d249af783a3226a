import Foundation

/// The look of the text fields in a view: `textFieldStyle(_:)`.
public protocol TextFieldStyle: Sendable {}

/// The platform's default field style; on Easel's desktop style, a rounded border.
public struct DefaultTextFieldStyle: TextFieldStyle {
  public init() {}
}

/// A field with no border or background: the text alone.
public struct PlainTextFieldStyle: TextFieldStyle {
  public init() {}
}

/// A field with a background and a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The default style.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// No border or background.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A background and a rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension EnvironmentValues {
  private struct TextFieldStyleKey: EnvironmentKey {
    static let defaultValue: any TextFieldStyle = DefaultTextFieldStyle()
  }

  /// The style of text fields.
  var textFieldStyle: any TextFieldStyle {
    get { self[TextFieldStyleKey.self] }
    set { self[TextFieldStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the text fields in this view.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    modifier(EnvironmentWritingModifier(transform: { $0.textFieldStyle = style }))
  }
}
