import Foundation

/// A control that increments and decrements a value: a label, then a − / + pair of buttons. A button steps at
/// once when pressed and keeps stepping while held; a button whose step would leave the bounds is disabled.
public struct Stepper<Label: View>: View {
  let label: Label
  let increment: (@MainActor () -> Void)?
  let decrement: (@MainActor () -> Void)?
  /// Whether each button is enabled, read when the body runs so it follows the bound value.
  let canIncrement: @MainActor () -> Bool
  let canDecrement: @MainActor () -> Bool
  /// The bound value for assistive technologies, and what a value they set does; `nil` for a stepper of actions.
  let accessibilityValue: AccessibilityValue?
  let onEditingChanged: (Bool) -> Void
  @Environment(\.labelsHidden) private var labelsHidden

  /// A stepper that runs `onIncrement` and `onDecrement`; a `nil` action disables its button.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    if let onIncrement { increment = { onIncrement() } } else { increment = nil }
    if let onDecrement { decrement = { onDecrement() } } else { decrement = nil }
    let (canUp, canDown) = (onIncrement != nil, onDecrement != nil)
    canIncrement = { canUp }
    canDecrement = { canDown }
    accessibilityValue = nil
    self.onEditingChanged = onEditingChanged
  }

  /// A stepper that changes `value` by `step` within `bounds`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    increment = { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
    decrement = { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
    canIncrement = { value.wrappedValue < bounds.upperBound }
    canDecrement = { value.wrappedValue > bounds.lowerBound }
    accessibilityValue = AccessibilityValue(value: value, bounds: bounds, step: step)
    self.onEditingChanged = onEditingChanged
  }

  /// A stepper that changes `value` by `step`, without bounds.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    canIncrement = { true }
    canDecrement = { true }
    accessibilityValue = AccessibilityValue(value: value, bounds: nil, step: step)
    self.onEditingChanged = onEditingChanged
  }

  public var body: some View {
    let (increment, decrement) = (canIncrement() ? self.increment : nil, canDecrement() ? self.decrement : nil)
    // The arrow keys and assistive technologies step it as its buttons do.
    let adjust: @MainActor (AccessibilityAdjustmentDirection) -> Void = { direction in
      (direction == .increment ? increment : decrement)?()
    }
    return HStack(spacing: 8) {
      if !labelsHidden {
        label
        Spacer(minLength: 0)
      }
      HStack(spacing: 0) {
        segment(.decrement, action: self.decrement, isEnabled: decrement != nil)
        Rectangle().fill(ControlPalette.controlBorder).frame(width: 1, height: 14)
        segment(.increment, action: self.increment, isEnabled: increment != nil)
      }
      .background {
        ZStack {
          RoundedRectangle(cornerRadius: ControlPalette.cornerRadius).fill(ControlPalette.controlFill)
          RoundedRectangle(cornerRadius: ControlPalette.cornerRadius).strokeBorder(ControlPalette.controlBorder)
        }
      }
      .focusable(increment != nil || decrement != nil)
      .onKeyPress(keys: [.upArrow, .downArrow, .leftArrow, .rightArrow]) { press in
        adjust(press.key == .upArrow || press.key == .rightArrow ? .increment : .decrement)
        return .handled
      }
    }
    .accessibilityHiddenLabel(label, isHidden: labelsHidden)
    .accessibilityDefaults { [accessibilityValue] in
      $0.role = .spinButton
      $0.adjust = adjust
      $0.numericValue = accessibilityValue?.current()
      $0.setValue = accessibilityValue?.set
    }
  }

  private func segment(_ kind: StepperGlyph.Kind, action: (@MainActor () -> Void)?, isEnabled: Bool) -> some View {
    let configuration = PrimitiveButtonStyleConfiguration(
      role: nil, label: ButtonStyleConfiguration.Label(AnyView(EmptyView())), action: action ?? {})
    return PressableButton(configuration: configuration, onPressingChanged: onEditingChanged, repeatsWhileHeld: true) {
      press in
      StepperGlyph(kind: kind)
        .frame(width: 32, height: 24)
        .background {
          if press.isPressed {
            UnevenCornerRectangle(radius: ControlPalette.cornerRadius, roundsLeading: kind == .decrement)
              .fill(ControlPalette.controlFillPressed)
          }
        }
    }
    .disabled(action == nil || !isEnabled)
  }
}

extension Stepper {
  /// A stepper's value for assistive technologies (AT-SPI's Value interface): the bound value, its bounds and step
  /// as numbers, and a value a reader sets taken in whole steps from the current one, within the bounds, as the
  /// buttons would step it. Only a number (an integer or a floating-point value) has one.
  @MainActor struct AccessibilityValue {
    let current: @MainActor () -> AccessibilityNumericValue
    let set: @MainActor (Double) -> Void

    init?<V: Strideable>(value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride) {
      guard let stepSize = AccessibilityNumericValue.double(step), stepSize != 0,
        AccessibilityNumericValue.double(value.wrappedValue) != nil
      else { return nil }
      let range = bounds.flatMap { bounds in
        AccessibilityNumericValue.double(bounds.lowerBound).flatMap { lower in
          AccessibilityNumericValue.double(bounds.upperBound).map { lower...$0 }
        }
      }
      current = {
        AccessibilityNumericValue(
          AccessibilityNumericValue.double(value.wrappedValue) ?? 0, in: range, step: abs(stepSize))
      }
      set = { target in
        guard target.isFinite, let now = AccessibilityNumericValue.double(value.wrappedValue) else { return }
        // Within the bounds, the steps cannot overflow the value; without them, a value past what a double counts
        // exactly is refused.
        let goal = range.map { min(max(target, $0.lowerBound), $0.upperBound) } ?? target
        let steps = ((goal - now) / stepSize).rounded()
        guard steps != 0, abs(now + steps * stepSize) <= 0x1p53, let count = Int(exactly: steps),
          let stride = V.Stride(exactly: count)
        else { return }
        var next = value.wrappedValue.advanced(by: step * stride)
        if let bounds { next = min(max(next, bounds.lowerBound), bounds.upperBound) }
        value.wrappedValue = next
      }
    }
  }
}

extension Stepper where Label == Text {
  /// A stepper with a localized title that changes `value` by `step` within `bounds`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
  }

  /// A stepper with a title shown as is that changes `value` by `step` within `bounds`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
  }

  /// A stepper with a localized title that changes `value` by `step`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
  }

  /// A stepper with a title shown as is that changes `value` by `step`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
  }

  /// A stepper with a localized title that runs `onIncrement` and `onDecrement`.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }

  /// A stepper with a title shown as is that runs `onIncrement` and `onDecrement`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }
}
