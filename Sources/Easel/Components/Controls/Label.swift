import Foundation

/// A title with an icon, shown as the label style in the environment says (``View/labelStyle(_:)``): by default
/// the icon, then the title.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  @Environment(\.labelStyleChoice) private var style

  /// A label from a title view and an icon view.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    let style = self.style ?? LabelStyleChoice(DefaultLabelStyle())
    return style.makeBody(
      LabelStyleConfiguration(
        title: LabelStyleConfiguration.Title(AnyView(title)), icon: LabelStyleConfiguration.Icon(AnyView(icon))))
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a localized title and a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A label with a title shown as is and a system symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A label with a localized title and an image resource.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// A label drawn from a style configuration, for styles that wrap another style's look.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}
