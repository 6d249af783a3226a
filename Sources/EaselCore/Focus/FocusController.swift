import Foundation

/// Keeps the one view of a graph that has keyboard focus, moves focus with Tab and clicks, and keeps
/// `@FocusState` bindings in step with it.
///
/// A click on a focusable view focuses it; a click on anything else leaves focus where it is, as desktop
/// toolkits do (so a click on a label or on empty space does not end typing in a field).
@MainActor
package final class FocusController {
  private unowned let graph: ViewGraph
  /// The focused node, if any; a node leaving the tree gives focus up.
  private(set) weak var focused: (any FocusTarget)?
  /// The press that already chose what to focus, so views further up its hit chain leave focus alone.
  private var claimedPress: (pointerID: Int, time: TimeInterval)?
  private var needsBindingReconciliation = false
  /// Whether the focused view wears its focus ring: after the keyboard was used, not after a click, as GTK shows
  /// focus only to those who move it with keys.
  private(set) var isVisible = false

  init(graph: ViewGraph) { self.graph = graph }

  /// The focused node while it is still in the tree.
  package var current: (any FocusTarget)? {
    guard let focused, focused.isMounted else { return nil }
    return focused
  }

  /// Focuses `node` (nil removes focus) and updates the focus bindings.
  package func focus(_ node: (any FocusTarget)?) {
    setFocus(node)
    syncBindings()
  }

  private func setFocus(_ node: (any FocusTarget)?) {
    let previous = current
    guard previous !== node else { return }
    focused = node
    previous?.focusDidChange(false)
    node?.focusDidChange(true)
    // Both draw again (a focus ring comes or goes), and the accessibility tree describes both again: it keeps only
    // what the display list knows unchanged.
    previous?.invalidateDisplay(changingDrawing: false)
    node?.invalidateDisplay(changingDrawing: false)
    graph.requestFrame()
  }

  /// Shows or hides the focus ring as the keyboard (`true`) or the pointer (`false`) was used last.
  func inputUsed(keyboard: Bool) {
    guard keyboard != isVisible else { return }
    isVisible = keyboard
    current?.invalidateDisplay()
  }

  /// Called when `node` is pressed: the deepest focusable view under a press takes focus.
  package func pointerPressed(_ node: any FocusTarget, event: PointerEvent) {
    guard event.phase == .began else { return }
    if let claimed = claimedPress, claimed.pointerID == event.pointerID, claimed.time == event.time { return }
    claimedPress = (event.pointerID, event.time)
    if node.acceptsFocus { focus(node) }
  }

  /// Called when a focused node leaves the tree: focus goes nowhere, and the bindings that held it let go after
  /// the update (their own nodes may be leaving too, so they are reached through the ones kept at focus time).
  package func nodeWillUnmount(_ node: any FocusTarget) {
    guard focused === node else { return }
    focused = nil
    let holding = bindingsHoldingFocus
    bindingsHoldingFocus = []
    graph.enqueueLifecycle {
      for binding in holding { binding.setFocused(false) }
    }
  }

  /// Called when a press lands on `chain` (the views under it, innermost first): a node focused by clicks only
  /// gives focus up unless the press is on it, as a click elsewhere ends a text selection.
  func pressLanded(on chain: [ViewNode]) {
    guard let current, current.isFocusedByClicksOnly, !chain.contains(where: { $0 === current }) else { return }
    focus(nil)
  }

  /// The bindings around the focused node, which are on while it has focus.
  private var bindingsHoldingFocus: [FocusBindingNode] = []

  /// The nodes Tab and focus bindings focus, in drawing order.
  func focusableNodes(in root: ViewNode?) -> [any FocusTarget] {
    var result: [any FocusTarget] = []
    func collect(_ node: ViewNode) {
      guard !node.isHiddenFromQueries, !node.isInvisible else { return }
      if let target = node.focusTarget, target.acceptsFocus, !target.isFocusedByClicksOnly { result.append(target) }
      node.displayedChildren.forEach(collect)
    }
    root.map(collect)
    return result
  }

  /// Moves focus to the next (or previous) focusable view in drawing order, wrapping around; returns whether
  /// there was one.
  @discardableResult
  func moveFocus(forward: Bool, in scope: ViewNode?) -> Bool {
    let nodes = focusableNodes(in: scope)
    guard !nodes.isEmpty else { return false }
    let index = nodes.firstIndex { $0 === current }
    let next: Int
    if let index {
      next = (index + (forward ? 1 : nodes.count - 1)) % nodes.count
    } else {
      next = forward ? 0 : nodes.count - 1
    }
    focus(nodes[next])
    return true
  }

  // MARK: Bindings

  /// Writes every focus binding from the focused node: on where it contains it, off where it was on.
  private func syncBindings() {
    let chain = focusedChain()
    bindingsHoldingFocus = []
    // A binding that neither holds the focus nor is on would write nothing: only the others are looked up.
    let changing = bindings { chain.contains(ObjectIdentifier($0)) || $0.isOn }
    for binding in changing {
      let holds = chain.contains(ObjectIdentifier(binding))
      if holds { bindingsHoldingFocus.append(binding) }
      binding.setFocused(holds)
    }
  }

  /// Asks for the bindings to be compared with the focus after the current update, once.
  func bindingChanged() {
    guard !needsBindingReconciliation else { return }
    needsBindingReconciliation = true
    graph.enqueueLifecycle { [weak self] in self?.reconcileBindings() }
  }

  /// Follows bindings set by the app: a binding turned on focuses the first focusable view inside it; a binding
  /// turned off around the focused view removes focus.
  private func reconcileBindings() {
    needsBindingReconciliation = false
    let chain = focusedChain()
    if let wanted = bindings(where: { $0.isOn && !chain.contains(ObjectIdentifier($0)) }).first {
      if let target = focusableNodes(in: wanted).first { focus(target) }
      return
    }
    if !bindings(where: { !$0.isOn && chain.contains(ObjectIdentifier($0)) }).isEmpty { focus(nil) }
  }

  /// The displayed focus bindings that `isIncluded` accepts, in drawing order. Only those are put in order: of a
  /// window's many bound views, one or two are on or hold the focus.
  private func bindings(where isIncluded: (FocusBindingNode) -> Bool) -> [FocusBindingNode] {
    graph.root.map { graph.input.roles.displayed(FocusBindingNode.self, under: $0, where: isIncluded) } ?? []
  }

  /// The focused node and its ancestors: the bindings around it hold the focus.
  private func focusedChain() -> Set<ObjectIdentifier> {
    var chain: Set<ObjectIdentifier> = []
    var node: ViewNode? = current
    while let link = node {
      chain.insert(ObjectIdentifier(link))
      node = link.parent
    }
    return chain
  }
}

extension ViewNode {
  /// Whether `node` is this node or one of its descendants.
  package func contains(_ node: ViewNode) -> Bool {
    var current: ViewNode? = node
    while let candidate = current {
      if candidate === self { return true }
      current = candidate.parent
    }
    return false
  }
}
