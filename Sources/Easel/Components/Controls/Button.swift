import Foundation

/// A control that runs an action when activated: clicked, tapped, or its keyboard shortcut pressed.
///
/// Its look and interaction come from the button style in the environment (``View/buttonStyle(_:)-7fg99``):
/// by default a desktop push button, pressed while the pointer is down on it, acting on release on it. A disabled
/// button (`disabled(true)`) is dimmed and does nothing.
///
/// An enabled button takes keyboard focus by Tab, as on a desktop with full keyboard access: while focused it wears
/// the focus ring and Space runs its action. A click runs it without taking focus, so clicking a button next to a
/// text field does not end typing there.
public struct Button<Label: View>: View {
  let role: ButtonRole?
  let action: @MainActor () -> Void
  let label: Label
  /// Whether the button is a Tab stop. A button a primitive style makes from its configuration is not: the
  /// button being styled already is, and one control is one stop.
  var isFocusStop = true
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.buttonStyleChoice) private var style

  /// A button that shows `label` and runs `action`.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// A button with a role that shows `label` and runs `action`.
  public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.role = role
    self.action = action
    self.label = label()
  }

  public var body: some View {
    let action = self.action
    let isEnabled = self.isEnabled
    let style = self.style ?? ButtonStyleChoice(primitive: DefaultButtonStyle())
    let trigger: @MainActor () -> Void = { if isEnabled { action() } }
    return style.makeBody(
      PrimitiveButtonStyleConfiguration(
        role: role, label: ButtonStyleConfiguration.Label(AnyView(label)), action: trigger)
    )
    .focusable(isFocusStop && isEnabled, interactions: .activate)
    .accessibilityDefaults {
      $0.role = .button
      $0.actions[.default] = trigger
    }
  }
}

extension Button where Label == Text {
  /// A button with a localized title.
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Text(titleKey) }
  }

  /// A button with a title shown as is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Text(title) }
  }

  /// A button with a localized title and a role.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// A button with a title shown as is and a role.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == Easel.Label<Text, Image> {
  /// A button with a localized title and a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Easel.Label(titleKey, systemImage: systemImage) }
  }

  /// A button with a title shown as is and a system symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Easel.Label(title, systemImage: systemImage) }
  }

  /// A button with a localized title, a system symbol and a role.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Easel.Label(titleKey, systemImage: systemImage) }
  }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// A button from a style configuration, for primitive styles that wrap another style's button.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.action) { configuration.label }
    isFocusStop = false
  }
}
