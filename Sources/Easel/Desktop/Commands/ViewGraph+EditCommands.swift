@_spi(ForEaselOnly) import EaselCore
import Foundation

extension ViewGraph {
  /// Performs an Edit menu command; returns whether a view handled it.
  ///
  /// A focused text field handles the commands itself (cut, copy and delete act on its selection), and focused
  /// selectable text copies its selection and selects all of itself. Otherwise the
  /// command goes to the handlers of the focused view's chain (`copyable(_:)`, `onPasteCommand(of:perform:)` …):
  /// those inside it, innermost first, then those around it; then, or with nothing focused, to the innermost
  /// handler of the window (of the topmost sheet or alert while one is shown). A handler that cannot act now (an
  /// empty `copyable` payload, a paste destination for types the clipboard lacks) is passed over. A paste reads the
  /// clipboard, which a desktop clipboard answers later: the handler's action may run after this returns.
  @discardableResult
  public func perform(_ command: EditCommand) -> Bool {
    flush(through: .layout)
    guard let clipboard = rootEnvironment.clipboard else { return false }
    switch editCommandTarget(for: command, clipboard: clipboard) {
    case .textField(let field): return field.perform(command, clipboard: clipboard)
    case .selectableText(let text): return text.perform(command)
    case .handler(let handler):
      handler.perform(clipboard)
      return true
    case nil: return false
    }
  }

  /// Whether ``perform(_:)`` would do something now, so an Edit menu can disable the command.
  public func canPerform(_ command: EditCommand) -> Bool {
    flush(through: .layout)
    return canPerformWithoutUpdate(command)
  }

  /// ``canPerform(_:)`` for callers inside an update (the menu bar's body), which must not start another.
  func canPerformWithoutUpdate(_ command: EditCommand) -> Bool {
    guard let clipboard = rootEnvironment.clipboard else { return false }
    switch editCommandTarget(for: command, clipboard: clipboard) {
    case .textField(let field): return field.canPerform(command, clipboard: clipboard)
    case .selectableText(let text): return text.canPerform(command)
    case .handler: return true
    case nil: return false
    }
  }

  private enum EditCommandTarget {
    case textField(TextInputNode)
    case selectableText(TextNode)
    case handler(EditCommandHandler)
  }

  private var commandScope: ViewNode? { presentationLayers.last { !$0.isDismissing } ?? root }

  private func editCommandTarget(for command: EditCommand, clipboard: any Clipboard) -> EditCommandTarget? {
    guard let scope = commandScope else { return nil }
    var asked = Set<ObjectIdentifier>()
    if let focused = focus.current, scope.contains(focused) {
      if let field = focused as? TextInputNode { return .textField(field) }
      if let text = focused as? TextNode, text.canPerform(command) { return .selectableText(text) }
      for node in input.roles.focusChain(EditCommandNode.self, of: focused) {
        asked.insert(ObjectIdentifier(node))
        if let handler = node.handler(for: command, clipboard: clipboard) { return .handler(handler) }
      }
    }
    let nodes = input.roles.displayed(EditCommandNode.self, under: scope).reversed()
    let innermost = nodes.lazy.filter { !asked.contains(ObjectIdentifier($0)) }
      .compactMap { $0.handler(for: command, clipboard: clipboard) }.first
    return innermost.map { .handler($0) }
  }

  /// Sends an arrow key pressed without modifiers to `onMoveCommand`: the focused view's chain first, then the
  /// innermost handler of `scope`. Returns whether one took it.
  func performMoveCommand(_ press: KeyPress, in scope: ViewNode) -> Bool {
    guard press.modifiers.normalizedForLinux.isEmpty, let direction = MoveCommandDirection(press.key) else {
      return false
    }
    if let focused = focus.current, scope.contains(focused),
      let action = input.roles.focusChain(MoveCommandNode.self, of: focused).lazy.compactMap(\.action).first
    {
      action(direction)
      return true
    }
    let nodes = input.roles.displayed(MoveCommandNode.self, under: scope)
    guard let innermost = nodes.last(where: { $0.action != nil })?.action else { return false }
    innermost(direction)
    return true
  }
}

extension TextNode {
  /// Whether focused selectable text can perform `command` now: copy needs a selection, select all a text not
  /// wholly selected; it has nothing to cut, paste or delete.
  func canPerform(_ command: EditCommand) -> Bool {
    guard isSelectable else { return false }
    switch command {
    case .copy: return !selectedRange.isEmpty
    case .selectAll: return selectedRange.count < plainText.count
    case .cut, .paste, .delete: return false
    }
  }

  /// Performs `command` as its keyboard shortcut does.
  func perform(_ command: EditCommand) -> Bool {
    guard canPerform(command) else { return false }
    guard command == .selectAll else { return copySelection() }
    selectAllText()
    return true
  }
}

extension TextInputNode {
  /// Whether the field can perform `command` now: cut and copy need a selection (and a field that shows its
  /// text), paste needs text on the clipboard.
  func canPerform(_ command: EditCommand, clipboard: any Clipboard) -> Bool {
    guard environment.isEnabled else { return false }
    switch command {
    case .cut, .copy: return !isSecure && !model.selection.isEmpty
    case .paste: return clipboard.availableMIMETypes.contains(ClipboardItem.textMIMEType)
    case .delete: return !model.selection.isEmpty
    case .selectAll: return model.selection.count < model.count
    }
  }

  /// Performs `command` as its keyboard shortcut does, so the menu and the keys edit alike.
  func perform(_ command: EditCommand, clipboard: any Clipboard) -> Bool {
    guard canPerform(command, clipboard: clipboard) else { return false }
    let press: KeyPress
    switch command {
    case .cut: press = KeyPress(key: "x", characters: "x", modifiers: .control)
    case .copy: press = KeyPress(key: "c", characters: "c", modifiers: .control)
    case .paste: press = KeyPress(key: "v", characters: "v", modifiers: .control)
    case .selectAll: press = KeyPress(key: "a", characters: "a", modifiers: .control)
    case .delete: press = KeyPress(key: .deleteForward, characters: "", modifiers: [])
    }
    return handleFocusedKey(press) == .handled
  }
}
