import Foundation

/// A control that switches between on and off.
///
/// Its look comes from the toggle style in the environment (``View/toggleStyle(_:)``): a switch by default. In the
/// built-in styles an enabled toggle is a Tab stop, and Space switches it while it has focus.
public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label
  @Environment(\.toggleStyleChoice) private var style

  /// A toggle bound to `isOn`, described by `label`.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  public var body: some View {
    let style = self.style ?? ToggleStyleChoice(DefaultToggleStyle())
    return style.makeBody(ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(AnyView(label)), isOn: isOn))
  }
}

extension Toggle where Label == Text {
  /// A toggle with a localized title.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle with a title shown as is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == Easel.Label<Text, Image> {
  /// A toggle with a localized title and a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Easel.Label(titleKey, systemImage: systemImage) }
  }

  /// A toggle with a title shown as is and a system symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Easel.Label(title, systemImage: systemImage) }
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// A toggle from a style configuration, for styles that wrap another style's toggle.
  public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
  }
}
