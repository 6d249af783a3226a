import Foundation

/// A type that draws every progress view below it.
///
/// Set one with ``View/progressViewStyle(_:)``.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// The view of a progress view in this style.
  associatedtype Body: View
  /// The properties of a progress view.
  typealias Configuration = ProgressViewStyleConfiguration
  /// Makes the view of one progress view.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ProgressViewStyle`` knows of the progress view it draws.
public struct ProgressViewStyleConfiguration {
  /// The progress view's label, type-erased.
  public struct Label: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    public var body: some View { content }
  }

  /// The label that shows the current value, type-erased.
  public struct CurrentValueLabel: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    public var body: some View { content }
  }

  /// The completed fraction of the task, 0…1, or `nil` when it is unknown (indeterminate progress).
  public let fractionCompleted: Double?
  /// The label, if the progress view has one.
  public var label: ProgressViewStyleConfiguration.Label?
  /// The current value's label, if the progress view has one.
  public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

/// The progress view style set by the innermost `progressViewStyle(_:)`.
@MainActor
struct ProgressViewStyleChoice: Equatable {
  let identity: StyleIdentity
  let makeBody: @MainActor (ProgressViewStyleConfiguration) -> AnyView

  init<S: ProgressViewStyle>(_ style: S) {
    identity = StyleIdentity(style)
    makeBody = { configuration in AnyView(style.makeBody(configuration: configuration)) }
  }

  nonisolated static func == (lhs: ProgressViewStyleChoice, rhs: ProgressViewStyleChoice) -> Bool {
    lhs.identity == rhs.identity
  }
}

private struct ProgressViewStyleChoiceKey: EnvironmentKey { static let defaultValue: ProgressViewStyleChoice? = nil }

extension EnvironmentValues {
  /// The style of progress views; `nil` for the default style.
  var progressViewStyleChoice: ProgressViewStyleChoice? {
    get { self[ProgressViewStyleChoiceKey.self] }
    set { self[ProgressViewStyleChoiceKey.self] = newValue }
  }
}

extension View {
  /// Draws the progress views in this view with `style`.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    environment(\.progressViewStyleChoice, ProgressViewStyleChoice(style))
  }
}
