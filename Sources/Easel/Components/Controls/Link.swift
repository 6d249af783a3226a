import Foundation

/// A control that opens a URL through the environment's `openURL` action: its label in the tint color, the
/// pointing-hand cursor over it, dimmed while pressed.
public struct Link<Label: View>: View {
  let destination: URL
  let label: Label
  @Environment(\.openURL) private var openURL

  /// A link to `destination` showing `label`.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  public var body: some View {
    let (openURL, destination) = (self.openURL, self.destination)
    let configuration = PrimitiveButtonStyleConfiguration(
      role: nil, label: ButtonStyleConfiguration.Label(AnyView(label)), action: { openURL(destination) })
    return PressableButton(configuration: configuration) { press in
      BorderlessButtonLook(configuration: press, foreground: AnyShapeStyle(TintShapeStyle()))
    }
    .focusable(interactions: .activate)
    .accessibilityDefaults {
      $0.role = .link
      $0.actions[.default] = configuration.action
    }
  }
}

extension Link where Label == Text {
  /// A link with a localized title.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link with a title shown as is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
