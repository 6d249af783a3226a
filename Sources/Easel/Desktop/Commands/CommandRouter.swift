import Foundation

/// Runs the standard commands of one window: the File ones through the host's actions, Undo and Redo through the
/// focused text field or else the window's undo manager, and the Edit commands through ``ViewGraph/perform(_:)``.
@MainActor
final class CommandRouter {
  /// The window's graph, while it exists.
  @UnretainedGraph var graph: ViewGraph? = nil
  var actions: WindowCommandActions
  /// The alerts the window shows for its host.
  let alerts = WindowAlerts()

  init(actions: WindowCommandActions) { self.actions = actions }

  private var undoManager: UndoManager? { graph?.rootEnvironment.undoManager }

  /// Whether a view has keyboard focus: a focused text field has its own undo and clipboard commands.
  private var hasFocusedView: Bool { graph?.focus.current != nil }

  var undoTitle: String { hasFocusedView ? "Undo" : (undoManager?.undoMenuItemTitle ?? "Undo") }
  var redoTitle: String { hasFocusedView ? "Redo" : (undoManager?.redoMenuItemTitle ?? "Redo") }
  var canUndo: Bool { hasFocusedView || undoManager?.canUndo == true }
  var canRedo: Bool { hasFocusedView || undoManager?.canRedo == true }

  func undo() {
    if send(KeyboardShortcut("z")) { return }
    if undoManager?.canUndo == true { undoManager?.undo() }
  }

  func redo() {
    if send(KeyboardShortcut("z", modifiers: [.command, .shift])) { return }
    if undoManager?.canRedo == true { undoManager?.redo() }
  }

  /// Sends an Edit command to the focused view, or the window's views that handle it.
  func perform(_ command: EditCommand) { graph?.perform(command) }

  func canPerform(_ command: EditCommand) -> Bool { graph?.canPerformWithoutUpdate(command) ?? false }

  /// Gives the focused view the key press of `shortcut`, as a menu gives its command to the first responder;
  /// returns whether the view used it.
  @discardableResult
  func send(_ shortcut: KeyboardShortcut) -> Bool {
    guard let graph else { return false }
    let press = KeyPress(key: shortcut.key, characters: String(shortcut.key.character), modifiers: shortcut.modifiers)
    return graph.sendToFocusedView(press)
  }
}

private struct CommandRouterKey: EnvironmentKey { static let defaultValue: CommandRouter? = nil }

extension EnvironmentValues {
  /// The router of the window's standard commands, set for a window's root.
  var commandRouter: CommandRouter? {
    get { self[CommandRouterKey.self] }
    set { self[CommandRouterKey.self] = newValue }
  }
}
