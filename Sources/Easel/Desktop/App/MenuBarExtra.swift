import Foundation

/// A scene that renders itself as a persistent control in the system menu bar.
///
/// GNOME has no menu bar extras (status icons) unless an extension adds them, and GTK 4 has no status icon, so on
/// the desktop an extra is part of the app's windows: in the `.menu` style (the default) its content is a menu
/// of the window's menu bar, titled with the extra's title; in the `.window` style that menu has one item, the
/// title, which opens the content in a window of its own. An app whose only scene is an extra opens that window
/// (`.window`) or a window showing the content's buttons (`.menu`) at launch. `isInserted` set to `false` removes
/// the menu.
public struct MenuBarExtra<Label: View, Content: View>: Scene, CommandsDeclaring, MenuBarExtraStyling, WindowScene {
  public typealias Body = Never
  let title: Text
  let label: Label
  let content: Content
  let isInserted: Binding<Bool>?
  var presentation = MenuBarExtraPresentation.menu

  /// An extra shown while `isInserted` is true, with a custom label.
  public init(
    isInserted: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    (self.label, self.content, self.isInserted) = (label(), content(), isInserted)
    title = Text("Extras")
  }

  /// An extra with a custom label, the app's primary scene on macOS.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    (self.label, self.content, isInserted) = (label(), content(), nil)
    title = Text("Extras")
  }

  init(title: Text, label: Label, content: Content, isInserted: Binding<Bool>?) {
    (self.title, self.label, self.content, self.isInserted) = (title, label, content, isInserted)
  }

  private var isShown: Bool { isInserted?.wrappedValue ?? true }

  var commandContributions: [CommandContribution] {
    guard isShown, presentation == .menu else { return [] }
    return [.menu(title: title, content: AnyView(content))]
  }

  func presented(as presentation: MenuBarExtraPresentation) -> any Scene {
    var extra = self
    extra.presentation = presentation
    return extra
  }

  public var windowDescription: WindowDescription {
    let (content, presentation, isInserted) = (content, presentation, isInserted)
    return WindowDescription(
      title: WindowDescription.title(title), id: nil, kind: .menuBarExtra(opensFromMenu: presentation == .window),
      defaultSize: nil, minimumSize: nil, isOffered: { isInserted?.wrappedValue ?? true },
      makeContent: {
        // A menu's buttons, laid out as a window's content.
        presentation == .window ? AnyView(content) : AnyView(VStack(alignment: .leading) { content }.padding())
      })
  }
}

extension MenuBarExtra where Label == Text {
  /// An extra titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(title: Text(titleKey), label: Text(titleKey), content: content(), isInserted: nil)
  }

  /// An extra titled with a string shown as is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(title: Text(title), label: Text(title), content: content(), isInserted: nil)
  }

  /// An extra titled with a localized key, shown while `isInserted` is true.
  public init(_ titleKey: LocalizedStringKey, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(title: Text(titleKey), label: Text(titleKey), content: content(), isInserted: isInserted)
  }

  /// An extra titled with a string shown as is, shown while `isInserted` is true.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(title: Text(title), label: Text(title), content: content(), isInserted: isInserted)
  }
}

extension MenuBarExtra where Label == Easel.Label<Text, Image> {
  /// An extra titled with a localized key and a system symbol (the menu bar shows the title).
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(
      title: Text(titleKey), label: Easel.Label(titleKey, systemImage: systemImage), content: content(),
      isInserted: nil)
  }

  /// An extra titled with a string and a system symbol (the menu bar shows the title).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(
      title: Text(title), label: Easel.Label(title, systemImage: systemImage), content: content(), isInserted: nil)
  }

  /// An extra titled with a localized key and a system symbol, shown while `isInserted` is true.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: Text(titleKey), label: Easel.Label(titleKey, systemImage: systemImage), content: content(),
      isInserted: isInserted)
  }

  /// An extra titled with a string and a system symbol, shown while `isInserted` is true.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(
      title: Text(title), label: Easel.Label(title, systemImage: systemImage), content: content(),
      isInserted: isInserted)
  }

  /// An extra titled with a localized key and an image from the app's resources (the menu bar shows the title).
  public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
    self.init(
      title: Text(titleKey), label: Easel.Label(titleKey, image: image), content: content(), isInserted: nil)
  }
}
