import Foundation

/// A type that draws every toggle below it and decides how it is switched.
///
/// Set one with ``View/toggleStyle(_:)``; flip `configuration.isOn` to switch the toggle.
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// The view of a toggle in this style.
  associatedtype Body: View
  /// The properties of a toggle.
  typealias Configuration = ToggleStyleConfiguration
  /// Makes the view of one toggle.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ToggleStyle`` knows of the toggle it draws.
public struct ToggleStyleConfiguration {
  /// The toggle's label, type-erased.
  public struct Label: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    public var body: some View { content }
  }

  /// The toggle's label.
  public let label: ToggleStyleConfiguration.Label
  /// Whether the toggle is on; set it to switch the toggle.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that are partly on.
  public var isMixed: Bool = false
}

/// The toggle style set by the innermost `toggleStyle(_:)`.
@MainActor
struct ToggleStyleChoice: Equatable {
  let identity: StyleIdentity
  let makeBody: @MainActor (ToggleStyleConfiguration) -> AnyView

  init<S: ToggleStyle>(_ style: S) {
    identity = StyleIdentity(style)
    makeBody = { configuration in AnyView(style.makeBody(configuration: configuration)) }
  }

  nonisolated static func == (lhs: ToggleStyleChoice, rhs: ToggleStyleChoice) -> Bool { lhs.identity == rhs.identity }
}

private struct ToggleStyleChoiceKey: EnvironmentKey { static let defaultValue: ToggleStyleChoice? = nil }

extension EnvironmentValues {
  /// The style of toggles; `nil` for the default (switch) style.
  var toggleStyleChoice: ToggleStyleChoice? {
    get { self[ToggleStyleChoiceKey.self] }
    set { self[ToggleStyleChoiceKey.self] = newValue }
  }
}

extension View {
  /// Draws the toggles in this view with `style`.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    environment(\.toggleStyleChoice, ToggleStyleChoice(style))
  }
}
