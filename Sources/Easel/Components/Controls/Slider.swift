import Foundation

/// A control that selects a value from a range by dragging a knob along a track; a press on the track moves
/// the knob there at once. The part of the track before the knob is drawn in the tint color.
public struct Slider<Label: View, ValueLabel: View>: View {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?
  let label: Label
  let minimumValueLabel: ValueLabel
  let maximumValueLabel: ValueLabel
  let onEditingChanged: (Bool) -> Void
  @Environment(\.labelsHidden) private var labelsHidden

  init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, onEditingChanged: @escaping (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = step.map { Double($0) }
    self.label = label
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
    self.onEditingChanged = onEditingChanged
  }

  /// A slider with a label and labels for the minimum and maximum values.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
  }

  /// A slider whose values snap to multiples of `step` from the lower bound, with a label and labels for the
  /// minimum and maximum values.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
  }

  public var body: some View {
    let (value, bounds, step) = (self.value, self.bounds, self.step)
    // The arrow keys and assistive technologies move it by its step, or by a twentieth of its range.
    let adjust: @MainActor (AccessibilityAdjustmentDirection) -> Void = { direction in
      let delta = (step ?? (bounds.upperBound - bounds.lowerBound) / 20) * (direction == .increment ? 1 : -1)
      value.wrappedValue = min(max(value.wrappedValue + delta, bounds.lowerBound), bounds.upperBound)
    }
    let span = bounds.upperBound - bounds.lowerBound
    let percent = span > 0 ? Int(((value.wrappedValue - bounds.lowerBound) / span * 100).rounded()) : 0
    return HStack(spacing: 8) {
      if !labelsHidden { label }
      minimumValueLabel
      SliderTrack(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
        .focusable()
        .onKeyPress(keys: [.leftArrow, .rightArrow, .upArrow, .downArrow]) { press in
          adjust(press.key == .rightArrow || press.key == .upArrow ? .increment : .decrement)
          return .handled
        }
      maximumValueLabel
    }
    .accessibilityHiddenLabel(label, isHidden: labelsHidden)
    .accessibilityDefaults {
      $0.role = .slider
      $0.numericValue = AccessibilityNumericValue(value.wrappedValue, in: bounds)
      $0.value = Text(verbatim: "\(percent)%")
      $0.adjust = adjust
      $0.setValue = { value.wrappedValue = SliderTrack.snapped($0, bounds: bounds, step: step) }
    }
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: EmptyView(),
      maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
  }

  /// A slider whose values snap to multiples of `step` from the lower bound, with a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: EmptyView(),
      maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider over `bounds`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: EmptyView(),
      maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
  }

  /// A slider over `bounds` whose values snap to multiples of `step` from the lower bound.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: EmptyView(),
      maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
  }
}
