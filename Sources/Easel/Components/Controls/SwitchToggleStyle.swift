import Foundation

/// A style that draws a toggle as a switch: the label on the leading side and a sliding knob on the trailing
/// side, its track in the tint color when on.
public struct SwitchToggleStyle: ToggleStyle {
  /// The style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View { SwitchToggle(configuration: configuration) }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// A toggle drawn as a switch.
struct SwitchToggle: View {
  let configuration: ToggleStyleConfiguration
  @Environment(\.labelsHidden) private var labelsHidden
  @Environment(\.isEnabled) private var isEnabled

  /// The size of the switch's track.
  static let trackSize = CGSize(width: 40, height: 24)
  /// The space between the knob and the track's edge.
  static let knobInset: CGFloat = 2

  var body: some View {
    HStack(spacing: 8) {
      if !labelsHidden {
        configuration.label
        Spacer(minLength: 0)
      }
      PressableButton(configuration: configuration.flipButton) { press in
        SwitchTrack(isOn: configuration.isOn, isPressed: press.isPressed)
      }
      .focusable(interactions: .activate)
      .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
    }
    .accessibilityHiddenLabel(configuration.label, isHidden: labelsHidden)
    .accessibilityDefaults(configuration.describe(as: .switchButton))
  }
}

/// The track and knob of a switch; the knob slides and the track's color blends in the change's animation.
struct SwitchTrack: View {
  let isOn: Bool
  let isPressed: Bool

  var body: some View {
    let size = SwitchToggle.trackSize
    let knob = size.height - 2 * SwitchToggle.knobInset
    let travel = (size.width - size.height) / 2
    ZStack {
      Capsule().fill(isOn ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(ControlPalette.switchTrackOff))
      Circle()
        .fill(ControlPalette.knob)
        .overlay { Circle().strokeBorder(ControlPalette.controlBorder, lineWidth: 0.5) }
        .shadow(color: Color.black.opacity(isPressed ? 0.35 : 0.25), radius: 1.5, y: 1)
        .frame(width: knob, height: knob)
        .offset(x: isOn ? travel : -travel)
    }
    .frame(width: size.width, height: size.height)
  }
}
