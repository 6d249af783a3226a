import Foundation

/// Runs an action when modifier keys are pressed or released: `onModifierKeysChanged(mask:initial:_:)`.
struct ModifierKeysModifier: ViewModifier, PrimitiveModifier {
  let mask: EventModifiers
  let initial: Bool
  let action: @MainActor (EventModifiers, EventModifiers) -> Void
  package typealias Body = Never
  func makeNode(graph: ViewGraph) -> ModifierKeysNode { ModifierKeysNode(graph: graph) }
  func apply(to node: ModifierKeysNode) { node.apply(self) }
}

final class ModifierKeysNode: TransparentModifierNode {
  override var inputRoles: [Any.Type] { [ModifierKeysNode.self] }
  private var modifier: ModifierKeysModifier?

  func apply(_ modifier: ModifierKeysModifier) {
    let appears = self.modifier == nil
    self.modifier = modifier
    let held = graph.modifierKeys.intersection(modifier.mask)
    // Keys already held when the view appears are a change from none, told after the update, as `onChange` tells.
    if appears, modifier.initial, !held.isEmpty {
      graph.enqueueLifecycle { modifier.action([], held) }
    }
  }

  /// Tells the action about the change from `old` to `new`, when it changes a key of the mask.
  func modifierKeysChanged(from old: EventModifiers, to new: EventModifiers) {
    guard let modifier else { return }
    let (old, new) = (old.intersection(modifier.mask), new.intersection(modifier.mask))
    if old != new { modifier.action(old, new) }
  }
}

extension ViewGraph {
  /// Reports the modifier keys held now; hosts call it whenever a modifier key is pressed or released (and with
  /// none when their window loses the keyboard, which then misses the releases). The views of the window with
  /// `onModifierKeysChanged(mask:initial:_:)` whose keys changed are told, in drawing order.
  public func modifierKeysChanged(to keys: EventModifiers) {
    let old = modifierKeys
    guard keys != old else { return }
    inputRecorder?.record(.modifierKeys(keys), at: currentTime)
    modifierKeys = keys
    guard input.roles.hasMembers(ModifierKeysNode.self) else { return }
    defer { UndoManager.endEventGroups() }
    flush(through: .layout)
    let scopes = [root].compactMap { $0 } + presentationLayers
    let nodes = scopes.flatMap { input.roles.displayed(ModifierKeysNode.self, under: $0) }
    for node in nodes { node.modifierKeysChanged(from: old, to: keys) }
  }
}

extension View {
  /// Performs `action` whenever the user presses or releases a hardware modifier key of `mask`, with the keys of
  /// `mask` held before and after; with `initial`, also when the view appears while keys of `mask` are held.
  ///
  /// A canvas turns snapping off while Alt (`.option`) is held, even in the middle of a drag:
  ///
  /// ```swift
  /// .onModifierKeysChanged(mask: .option) { _, new in snaps = new.isEmpty }
  /// ```
  public func onModifierKeysChanged(
    mask: EventModifiers = .all, initial: Bool = true,
    _ action: @escaping @MainActor (_ old: EventModifiers, _ new: EventModifiers) -> Void
  ) -> some View {
    modifier(ModifierKeysModifier(mask: mask, initial: initial, action: action))
  }
}
