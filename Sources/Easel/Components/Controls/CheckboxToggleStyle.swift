import Foundation

/// A style that draws a toggle as a checkbox followed by its label; clicking either switches it.
public struct CheckboxToggleStyle: ToggleStyle {
  /// The style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View { CheckboxToggle(configuration: configuration) }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A checkbox.
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

/// A toggle drawn as a checkbox.
struct CheckboxToggle: View {
  let configuration: ToggleStyleConfiguration
  @Environment(\.labelsHidden) private var labelsHidden
  @Environment(\.isEnabled) private var isEnabled

  /// The side of the box.
  static let boxSide: CGFloat = 16

  var body: some View {
    PressableButton(configuration: configuration.flipButton) { press in
      HStack(spacing: 6) {
        box(isPressed: press.isPressed)
        if !labelsHidden { configuration.label }
      }
    }
    .focusable(interactions: .activate)
    .opacity(isEnabled ? 1 : ControlPalette.disabledOpacity)
    .accessibilityHiddenLabel(configuration.label, isHidden: labelsHidden)
    .accessibilityDefaults(configuration.describe(as: .checkBox))
  }

  private func box(isPressed: Bool) -> some View {
    let shape = RoundedRectangle(cornerRadius: 4)
    let isOn = configuration.isOn
    return ZStack {
      shape.fill(isOn ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(ControlPalette.textFieldBackground))
      shape.strokeBorder(isOn ? Color.clear : ControlPalette.separator, lineWidth: 1)
      shape.fill(isPressed ? Color.black.opacity(0.15) : Color.clear)
      if configuration.isMixed {
        Capsule().fill(Color.white).frame(width: 8, height: 2)
      } else if isOn {
        CheckmarkShape().stroke(Color.white, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
          .frame(width: 9, height: 7)
      }
    }
    .frame(width: Self.boxSide, height: Self.boxSide)
  }
}

/// A check mark: a short stroke down and a long one up, filling its frame.
struct CheckmarkShape: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.minX, y: rect.minY + rect.height * 0.55))
      path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.36, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    }
  }
}
