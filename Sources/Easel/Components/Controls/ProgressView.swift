import Foundation

/// A view that shows the progress of a task: a spinning indicator while the amount of work is unknown, a bar
/// filling up when it is known.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fractionCompleted: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?
  @Environment(\.progressViewStyleChoice) private var style

  init(fractionCompleted: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
    self.fractionCompleted = fractionCompleted
    self.label = label
    self.currentValueLabel = currentValueLabel
  }

  /// Progress of `value` out of `total` with a label and a current-value label; `nil` shows indeterminate progress.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fractionCompleted: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
  }

  public var body: some View {
    let style = self.style ?? ProgressViewStyleChoice(DefaultProgressViewStyle())
    let fraction = fractionCompleted
    return style.makeBody(
      ProgressViewStyleConfiguration(
        fractionCompleted: fractionCompleted,
        label: label.map { ProgressViewStyleConfiguration.Label(AnyView($0)) },
        currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(AnyView($0)) })
    )
    .accessibilityDefaults {
      $0.role = .progressIndicator
      $0.numericValue = fraction.map { AccessibilityNumericValue($0, in: 0...1) }
      $0.value = fraction.map { Text(verbatim: "\(Int(($0 * 100).rounded()))%") }
    }
  }

  /// `value / total` clamped to 0…1, or `nil` for an unknown value.
  static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    guard let value else { return nil }
    guard total > 0 else { return 0 }
    return min(max(Double(value) / Double(total), 0), 1)
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// Indeterminate progress with a label.
  public init(@ViewBuilder label: () -> Label) {
    self.init(fractionCompleted: nil, label: label(), currentValueLabel: nil)
  }

  /// Progress of `value` out of `total` with a label; `nil` shows indeterminate progress.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    self.init(fractionCompleted: Self.fraction(value, total), label: label(), currentValueLabel: nil)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// Indeterminate progress: a spinning indicator.
  public init() { self.init(fractionCompleted: nil, label: nil, currentValueLabel: nil) }

  /// Progress of `value` out of `total`; `nil` shows indeterminate progress.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(fractionCompleted: Self.fraction(value, total), label: nil, currentValueLabel: nil)
  }

  /// The progress of a Foundation `Progress`: indeterminate while it is, otherwise its completed fraction.
  public init(_ progress: Progress) {
    self.init(
      fractionCompleted: progress.isIndeterminate ? nil : min(max(progress.fractionCompleted, 0), 1), label: nil,
      currentValueLabel: nil)
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// Indeterminate progress with a localized title.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(fractionCompleted: nil, label: Text(titleKey), currentValueLabel: nil)
  }

  /// Indeterminate progress with a title shown as is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    self.init(fractionCompleted: nil, label: Text(title), currentValueLabel: nil)
  }

  /// Progress of `value` out of `total` with a localized title.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(fractionCompleted: Self.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
  }

  /// Progress of `value` out of `total` with a title shown as is.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(fractionCompleted: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
  }
}

extension ProgressView {
  /// A progress view drawn from a style configuration, for styles that wrap another style's look.
  public init(_ configuration: ProgressViewStyleConfiguration)
  where
    Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
  {
    self.init(
      fractionCompleted: configuration.fractionCompleted, label: configuration.label,
      currentValueLabel: configuration.currentValueLabel)
  }
}
