import Foundation

extension ToggleStyleConfiguration {
  /// A button configuration whose trigger flips the toggle, animating the change as a switch does.
  @MainActor
  var flipButton: PrimitiveButtonStyleConfiguration {
    let isOn = $isOn
    return PrimitiveButtonStyleConfiguration(
      role: nil, label: ButtonStyleConfiguration.Label(AnyView(label)),
      action: { withAnimation(ToggleStyleConfiguration.flipAnimation) { isOn.wrappedValue.toggle() } })
  }

  /// The animation of a toggle switched by the pointer.
  static let flipAnimation = Animation.snappy(duration: 0.25)
}
