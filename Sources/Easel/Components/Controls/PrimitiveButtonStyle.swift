import Foundation

/// A type that defines both the look and the interaction of every button below it: it decides when to call
/// `configuration.trigger()`.
///
/// The built-in styles (`.automatic`, `.plain`, `.borderless`, `.bordered`, `.borderedProminent`) are primitive
/// button styles. Set one with ``View/buttonStyle(_:)-33j6``.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// The view of a button in this style.
  associatedtype Body: View
  /// The properties of a button.
  typealias Configuration = PrimitiveButtonStyleConfiguration
  /// Makes the view of one button.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``PrimitiveButtonStyle`` knows of the button it draws.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, type-erased.
  public typealias Label = ButtonStyleConfiguration.Label

  /// The role of the button, if any.
  public let role: ButtonRole?
  /// The button's label.
  public let label: PrimitiveButtonStyleConfiguration.Label
  let action: @MainActor () -> Void

  /// Runs the button's action; does nothing when the button is disabled.
  @MainActor public func trigger() { action() }
}
