import Foundation

extension ToggleStyleConfiguration {
  /// How a toggle drawn as `role` describes itself to assistive technologies: checked while on, switched by their
  /// default action.
  @MainActor
  func describe(as role: AccessibilityRole) -> (inout AccessibilityProperties) -> Void {
    let (isOn, flip) = (self.isOn, flipButton.action)
    return {
      $0.role = role
      $0.isChecked = isOn
      $0.actions[.default] = flip
    }
  }

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
