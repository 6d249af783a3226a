@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Runs the menu bar's commands from their keyboard shortcuts, whether or not their menu is open: the entries are
/// read when a key is pressed, so titles and disabled states are current.
struct CommandShortcutsModifier: ViewModifier, PrimitiveModifier {
  let entries: @MainActor () -> [MenuEntry]
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> CommandShortcutsNode { CommandShortcutsNode(graph: graph) }
  func apply(to node: CommandShortcutsNode) { node.apply(self) }
}

final class CommandShortcutsNode: TransparentModifierNode, KeyCommandNode {
  override var inputRoles: [Any.Type] { [(any KeyCommandNode).self] }
  private var entries: (@MainActor () -> [MenuEntry])?
  func apply(_ modifier: CommandShortcutsModifier) { entries = modifier.entries }

  /// The action of the enabled command whose shortcut `press` is, searching submenus too.
  func command(for press: KeyPress) -> (@MainActor () -> Void)? {
    func search(_ entries: [MenuEntry]) -> (@MainActor () -> Void)? {
      for entry in entries where !entry.isDisabled {
        switch entry.kind {
        case .action(_, let action):
          if entry.shortcut?.matches(press) == true || entry.alternateShortcut?.matches(press) == true {
            return action
          }
        case .submenu(let children):
          if let action = search(children) { return action }
        case .option, .divider:
          break
        }
      }
      return nil
    }
    return entries.flatMap { search($0()) }
  }
}
