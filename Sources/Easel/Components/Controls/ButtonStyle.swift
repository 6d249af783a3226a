import Foundation

/// A type that draws every button below it the same way, with the standard press behaviour: the button is
/// pressed while the pointer is down on it and runs its action when released on it.
///
/// Set one with ``View/buttonStyle(_:)-7fg99``; read `configuration.isPressed` to draw the pressed state.
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The view of a button in this style.
  associatedtype Body: View
  /// The properties of a button.
  typealias Configuration = ButtonStyleConfiguration
  /// Makes the view of one button.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` knows of the button it draws.
public struct ButtonStyleConfiguration {
  /// The button's label, type-erased.
  public struct Label: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    public var body: some View { content }
  }

  /// The role of the button, if any.
  public let role: ButtonRole?
  /// The button's label.
  public let label: ButtonStyleConfiguration.Label
  /// Whether the pointer is down on the button.
  public let isPressed: Bool
}
