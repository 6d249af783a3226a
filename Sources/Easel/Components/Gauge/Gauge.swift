import Foundation

/// A view that shows a value within a range, as SwiftUI's `Gauge`: a capacity bar by default, or a ring or a
/// marked track in the accessory styles (``View/gaugeStyle(_:)``).
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///   Text("Battery")
/// } currentValueLabel: {
///   Text("\(Int(battery))%")
/// }
/// ```
///
/// Assistive technologies read it as a progress bar named by its label, with the value as a percentage of the
/// range.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?
  @Environment(\.gaugeStyleChoice) private var style

  /// A gauge of `value` in `bounds` with a label for the current value and for each bound.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) where MarkedValueLabels == EmptyView {
    self.init(
      fraction: Self.fraction(of: value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
  }

  init(
    fraction: Double, label: Label, currentValueLabel: CurrentValueLabel?, minimumValueLabel: BoundsLabel?,
    maximumValueLabel: BoundsLabel?
  ) {
    (self.fraction, self.label, self.currentValueLabel) = (fraction, label, currentValueLabel)
    (self.minimumValueLabel, self.maximumValueLabel) = (minimumValueLabel, maximumValueLabel)
  }

  /// Where `value` lies in `bounds`, from 0 to 1 (clamped, as a gauge shows a value outside its range at an end).
  static func fraction<V: BinaryFloatingPoint>(of value: V, in bounds: ClosedRange<V>) -> Double {
    let span = bounds.upperBound - bounds.lowerBound
    guard span > 0 else { return 0 }
    return min(max(Double((value - bounds.lowerBound) / span), 0), 1)
  }

  public var body: some View {
    // The gauge is named by its label alone: the value labels show the value, which it tells as its value.
    let configuration = GaugeStyleConfiguration(
      value: fraction, label: GaugeStyleConfiguration.Label(AnyView(label)),
      currentValueLabel: currentValueLabel.map {
        GaugeStyleConfiguration.CurrentValueLabel(AnyView($0.accessibilityHidden(true)))
      },
      minimumValueLabel: minimumValueLabel.map {
        GaugeStyleConfiguration.MinimumValueLabel(AnyView($0.accessibilityHidden(true)))
      },
      maximumValueLabel: maximumValueLabel.map {
        GaugeStyleConfiguration.MaximumValueLabel(AnyView($0.accessibilityHidden(true)))
      })
    (style ?? GaugeStyleChoice(LinearCapacityGaugeStyle())).makeBody(configuration)
      .accessibilityDefaults { [fraction] in
        $0.role = .progressIndicator
        $0.numericValue = AccessibilityNumericValue(fraction, in: 0...1)
        $0.value = Text(verbatim: "\(Int((fraction * 100).rounded()))%")
      }
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge of `value` in `bounds` with a label.
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
    self.init(
      fraction: Self.fraction(of: value, in: bounds), label: label(), currentValueLabel: nil, minimumValueLabel: nil,
      maximumValueLabel: nil)
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge of `value` in `bounds` with a label and a label for the current value.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fraction: Self.fraction(of: value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
      minimumValueLabel: nil, maximumValueLabel: nil)
  }
}
