import Foundation

/// The root of a window: the app's content, below a menu bar when the app has menus to show. The standard
/// commands' shortcuts work in every window, with or without the bar.
struct WindowRoot<Content: View>: View {
  let commands: AppCommands
  let router: CommandRouter
  let content: Content

  var body: some View {
    Group {
      if commands.showsMenuBar {
        VStack(spacing: 0) {
          MenuBar(menus: menus)
          content.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
      } else {
        content.modifier(CommandShortcutsModifier(entries: { menus().flatMap(\.entries) }))
      }
    }
    .windowAlerts(router.alerts)
  }

  /// The menus, read with the window's focused values (`@FocusedValue` in the app's commands).
  private func menus() -> [MenuBarLayout.Menu] {
    let standard = StandardCommandGroups(router: router)
    let values = router.graph?.focusedValues() ?? FocusedValues()
    return FocusedValues.reading(values) {
      MenuBarLayout.menus(contributions: commands.contributions(), standardGroup: standard.group)
    }
  }
}

/// The commands an app's scenes declare, read when the menus are shown or a shortcut is pressed.
@MainActor
public struct AppCommands {
  let contributions: @MainActor () -> [CommandContribution]
  /// Whether windows show a menu bar: when the app declares commands or documents. Other apps keep the whole
  /// window for their content (as GNOME apps without menus do) and still get the standard shortcuts.
  public var showsMenuBar: Bool

  init(contributions: @escaping @MainActor () -> [CommandContribution], showsMenuBar: Bool) {
    (self.contributions, self.showsMenuBar) = (contributions, showsMenuBar)
  }

  /// No commands of the app's own, and no menu bar.
  public static let none = AppCommands(contributions: { [] }, showsMenuBar: false)
}

extension ViewGraph {
  /// The graph of a window showing `content`, with the app's menu bar and the standard commands running
  /// `actions`.
  public static func window<Content: View>(
    _ content: Content, commands: AppCommands, actions: WindowCommandActions, textEngine: TextEngine,
    environment: EnvironmentValues = EnvironmentValues(), virtualTime: Bool = false
  ) -> ViewGraph {
    let router = CommandRouter(actions: actions)
    var environment = environment
    environment.commandRouter = router
    let graph = ViewGraph(
      WindowRoot(commands: commands, router: router, content: content), textEngine: textEngine,
      environment: environment, virtualTime: virtualTime)
    router.graph = graph
    return graph
  }
}

extension ViewGraph {
  /// The alerts the window shows for its host (a window made with ``window(_:commands:actions:textEngine:environment:virtualTime:)``).
  public var windowAlerts: WindowAlerts? { rootEnvironment.commandRouter?.alerts }
}
