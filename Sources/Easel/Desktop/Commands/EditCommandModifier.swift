@_spi(ForEaselOnly) import EaselCore
import Foundation

/// What a view does for one edit command: whether it can now, and how.
@MainActor
struct EditCommandHandler {
  let command: EditCommand
  /// Whether the command can run now, with what the clipboard holds (an Edit menu disables it otherwise).
  let isEnabled: @MainActor (any Clipboard) -> Bool
  let perform: @MainActor (any Clipboard) -> Void
}

/// Handles an edit command for its content: the modifier under `copyable(_:)`, `onPasteCommand(of:perform:)` and
/// the others.
struct EditCommandModifier: ViewModifier, PrimitiveModifier {
  /// What the view does; `nil` for a command Easel never sends (`onCommand(_:perform:)` with another selector).
  let handler: EditCommandHandler?
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> EditCommandNode { EditCommandNode(graph: graph) }
  func apply(to node: EditCommandNode) { node.apply(self) }
}

final class EditCommandNode: TransparentModifierNode {
  override var inputRoles: [Any.Type] { [EditCommandNode.self] }
  private(set) var handler: EditCommandHandler?
  func apply(_ modifier: EditCommandModifier) { handler = modifier.handler }

  /// The handler, when it handles `command` and can now.
  func handler(for command: EditCommand, clipboard: any Clipboard) -> EditCommandHandler? {
    guard let handler, handler.command == command, handler.isEnabled(clipboard) else { return nil }
    return handler
  }
}

/// Receives move commands (the arrow keys) for its content: `onMoveCommand(perform:)`.
struct MoveCommandModifier: ViewModifier, PrimitiveModifier {
  let action: ((MoveCommandDirection) -> Void)?
  typealias Body = Never
  func makeNode(graph: ViewGraph) -> MoveCommandNode {
    graph.input.moveCommandRoute = { graph, press, scope in graph.performMoveCommand(press, in: scope) }
    return MoveCommandNode(graph: graph)
  }
  func apply(to node: MoveCommandNode) { node.apply(self) }
}

final class MoveCommandNode: TransparentModifierNode {
  override var inputRoles: [Any.Type] { [MoveCommandNode.self] }
  private(set) var action: ((MoveCommandDirection) -> Void)?
  func apply(_ modifier: MoveCommandModifier) { action = modifier.action }
}
