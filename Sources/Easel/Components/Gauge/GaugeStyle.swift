import Foundation

/// A type that draws every gauge below it. Set one with ``View/gaugeStyle(_:)``.
@MainActor @preconcurrency
public protocol GaugeStyle {
  /// The view of a gauge in this style.
  associatedtype Body: View
  /// The properties of a gauge.
  typealias Configuration = GaugeStyleConfiguration
  /// Makes the view of one gauge.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``GaugeStyle`` knows of the gauge it draws.
public struct GaugeStyleConfiguration {
  /// The gauge's label, type-erased.
  public struct Label: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    public var body: some View { content }
  }

  /// The label of the current value, type-erased.
  public struct CurrentValueLabel: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    public var body: some View { content }
  }

  /// The label of the lower bound, type-erased.
  public struct MinimumValueLabel: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    public var body: some View { content }
  }

  /// The label of the upper bound, type-erased.
  public struct MaximumValueLabel: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    public var body: some View { content }
  }

  /// Where the value lies in the gauge's range, from 0 to 1.
  public var value: Double
  /// The gauge's label.
  public var label: GaugeStyleConfiguration.Label
  /// The label of the current value, if the gauge has one.
  public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
  /// The label of the lower bound, if the gauge has one.
  public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
  /// The label of the upper bound, if the gauge has one.
  public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
}

/// The gauge style set by the innermost `gaugeStyle(_:)`.
@MainActor
struct GaugeStyleChoice: Equatable {
  let identity: StyleIdentity
  let makeBody: @MainActor (GaugeStyleConfiguration) -> AnyView

  init<S: GaugeStyle>(_ style: S) {
    identity = StyleIdentity(style)
    makeBody = { configuration in AnyView(style.makeBody(configuration: configuration)) }
  }

  nonisolated static func == (lhs: GaugeStyleChoice, rhs: GaugeStyleChoice) -> Bool { lhs.identity == rhs.identity }
}

private struct GaugeStyleChoiceKey: EnvironmentKey { static let defaultValue: GaugeStyleChoice? = nil }

extension EnvironmentValues {
  /// The style of gauges; `nil` for the default style (a capacity bar).
  var gaugeStyleChoice: GaugeStyleChoice? {
    get { self[GaugeStyleChoiceKey.self] }
    set { self[GaugeStyleChoiceKey.self] = newValue }
  }
}

extension View {
  /// Draws the gauges in this view with `style`.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    environment(\.gaugeStyleChoice, GaugeStyleChoice(style))
  }
}
