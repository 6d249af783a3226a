import Foundation

/// The standard button interaction under a look: pressed while the pointer is down on it, the action on release
/// on it (or at touch-down and repeating while held, for steppers), nothing when disabled; the pointing-hand
/// cursor while enabled.
struct PressableButton<Content: View>: View {
  let configuration: PrimitiveButtonStyleConfiguration
  let content: (ButtonStyleConfiguration) -> Content
  /// Told when the press starts and ends, for controls that report editing (steppers).
  var onPressingChanged: ((Bool) -> Void)?
  /// Whether the action runs at touch-down and repeats while held, instead of running on release.
  var repeatsWhileHeld = false

  @GestureState private var isPressed = false
  @Environment(\.isEnabled) private var isEnabled

  init(
    configuration: PrimitiveButtonStyleConfiguration, onPressingChanged: ((Bool) -> Void)? = nil,
    repeatsWhileHeld: Bool = false, @ViewBuilder content: @escaping (ButtonStyleConfiguration) -> Content
  ) {
    self.configuration = configuration
    self.onPressingChanged = onPressingChanged
    self.repeatsWhileHeld = repeatsWhileHeld
    self.content = content
  }

  var body: some View {
    let trigger = configuration.action
    let repeats = repeatsWhileHeld
    var gesture = ButtonPressGesture()
    if repeats { gesture.repeatingAction = trigger }
    let tracked =
      gesture
      .updating($isPressed) { inside, state, _ in state = inside }
      .onEnded { _ in
        if !repeats { trigger() }
      }
    // Reported after the action on success, so a stepper's editing ends after its last step.
    let press = ActivityReportingGesture(base: tracked, onActiveChanged: onPressingChanged ?? { _ in })
    return content(
      ButtonStyleConfiguration(role: configuration.role, label: configuration.label, isPressed: isPressed && isEnabled)
    )
    .contentShape(Rectangle())
    .gesture(press, isEnabled: isEnabled)
    .pointerStyle(isEnabled ? .link : nil)
  }
}
