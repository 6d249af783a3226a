import Foundation

/// Command menus are stand-alone, top-level containers for controls that perform related, app-specific commands;
/// they appear in the menu bar between the View menu and the Help menu.
public struct CommandMenu<Content: View>: Commands, PrimitiveCommands {
  public typealias Body = Never
  let title: Text
  let content: Content

  /// A menu titled with a localized key.
  public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    (title, self.content) = (Text(nameKey), content())
  }

  /// A menu titled with a text view.
  public init(_ name: Text, @ViewBuilder content: () -> Content) { (title, self.content) = (name, content()) }

  /// A menu titled with a string shown as is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
    (title, self.content) = (Text(name), content())
  }

  var contributions: [CommandContribution] { [.menu(title: title, content: AnyView(content))] }
}
