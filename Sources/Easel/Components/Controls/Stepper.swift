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
    .accessibilityDefaults {
      $0.role = .spinButton
      $0.adjust = adjust
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
