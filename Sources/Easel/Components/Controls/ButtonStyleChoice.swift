import Foundation

/// The button style set by the innermost `buttonStyle(_:)`, as the environment carries it.
@MainActor
struct ButtonStyleChoice: Equatable {
  let identity: StyleIdentity
  let makeBody: @MainActor (PrimitiveButtonStyleConfiguration) -> AnyView

  init<S: PrimitiveButtonStyle>(primitive style: S) {
    identity = StyleIdentity(PrimitiveStyle(style: style))
    makeBody = { configuration in AnyView(style.makeBody(configuration: configuration)) }
  }

  init<S: ButtonStyle>(_ style: S) {
    identity = StyleIdentity(style)
    makeBody = { configuration in
      AnyView(PressableButton(configuration: configuration) { style.makeBody(configuration: $0) })
    }
  }

  nonisolated static func == (lhs: ButtonStyleChoice, rhs: ButtonStyleChoice) -> Bool { lhs.identity == rhs.identity }
}

/// Wraps a primitive style's identity, so a type that is both kinds of style is not the same choice as both.
private struct PrimitiveStyle<Style> {
  let style: Style
}

private struct ButtonStyleChoiceKey: EnvironmentKey {
  static let defaultValue: ButtonStyleChoice? = nil
}

extension EnvironmentValues {
  /// The style of buttons; `nil` for the default style.
  var buttonStyleChoice: ButtonStyleChoice? {
    get { self[ButtonStyleChoiceKey.self] }
    set { self[ButtonStyleChoiceKey.self] = newValue }
  }
}

extension View {
  /// Draws the buttons in this view with `style` and the standard press behaviour.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyleChoice, ButtonStyleChoice(style))
  }

  /// Draws the buttons in this view with `style`, which also decides when they trigger.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyleChoice, ButtonStyleChoice(primitive: style))
  }
}
