import Foundation

/// The default style: a desktop push button (as `.bordered`), drawn prominent when it is the default button
/// (`keyboardShortcut(.defaultAction)`).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View { DefaultButton(configuration: configuration) }
}

/// A default-style button: bordered, or prominent when it is the default button.
struct DefaultButton: View {
  let configuration: PrimitiveButtonStyleConfiguration
  @Environment(\.keyboardShortcut) private var keyboardShortcut

  var body: some View {
    PressableButton(configuration: configuration) {
      BorderedButtonLook(configuration: $0, isProminent: keyboardShortcut == .defaultAction)
    }
  }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default style: a desktop push button, prominent when it is the default button.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
