@_spi(ForEaselOnly) import EaselCore
import Foundation

extension ViewGraph {
  /// The window's accessibility tree: each text, each labelled image, each control and each view with
  /// accessibility modifiers, front to back in reading order, with the elements a container holds (a list's rows,
  /// a dialog's controls) as its children. Hidden views (`accessibilityHidden(true)`) and the children of an
  /// element that ignores or combines them are left out. Lay the graph out first.
  ///
  /// Called after a frame, as the accessibility phase (EaselGTK's bridge calls it after each frame while an
  /// assistive technology runs), it describes again only the views that changed since the last tree and copies the
  /// rest; called between frames, it describes every view.
  public func accessibilityTree() -> [AccessibilityElement] {
    let retained = display.retained
    guard retained.isUpToDate else {
      return AccessibilityTreeBuilder(focused: focus.current).elements(under: accessibilityRoots)
    }
    let cache = display.accessibilityTreeCache
    cache.start(
      generation: retained.generation, untrackedGeneration: retained.untrackedGeneration,
      freedNodeCount: freedNodeCount,
      changes: (since: retained.generationBeforeLastBuild, nodes: retained.changedInLastBuild))
    let tree = AccessibilityTreeBuilder(focused: focus.current, cache: cache).elements(under: accessibilityRoots)
    if display.verifies { verify(tree) }
    return tree
  }

  /// Stops with a description of the difference when `tree`, built from the elements kept since the last, is not
  /// the tree described from scratch. Frames may differ by rounding: the kept elements were moved, not placed.
  private func verify(_ tree: [AccessibilityElement]) {
    let scratch = AccessibilityTreeBuilder(focused: focus.current).elements(under: accessibilityRoots)
    let kept = tree.flatMap(\.flattened)
    let described = scratch.flatMap(\.flattened)
    // `fatalError`, not `precondition`: release builds (the soak's, the campaign's) keep its message.
    if kept.count != described.count {
      fatalError("The accessibility tree has \(kept.count) elements, \(described.count) when described from scratch")
    }
    for (old, new) in zip(kept, described) {
      var (oldFields, newFields) = (old.fields, new.fields)
      (oldFields.frame, oldFields.children, newFields.children) = (newFields.frame, [], [])
      if oldFields != newFields || !old.frame.isClose(to: new.frame) {
        fatalError(
          "The accessibility element \(oldFields) at \(old.frame) differs from \(newFields) at \(new.frame), "
            + "described from scratch")
      }
    }
  }

  /// The elements of ``accessibilityTree()`` and all their children, in reading order.
  public func accessibilityElements() -> [AccessibilityElement] {
    accessibilityTree().flatMap(\.flattened)
  }

  /// Performs `action` on the element with `id`, as an assistive technology asks: runs a button's action, switches
  /// a toggle, moves a slider, dismisses a sheet, scrolls a scroll view by a page, or runs one of the element's named
  /// actions.
  ///
  /// - Returns: Whether the action was performed: `false` when the element has left the screen, is disabled, or
  ///   has no such action. Nothing happens then.
  @discardableResult
  public func performAccessibilityAction(_ action: AccessibilityElement.Action, on id: AccessibilityElement.ID) -> Bool
  {
    guard let found = AccessibilityTreeBuilder(focused: nil).find(id, under: accessibilityRoots),
      found.element.isEnabled
    else { return false }
    let properties = found.properties
    switch action {
    case .increment, .decrement:
      guard let adjust = properties.adjust else { return false }
      adjust(action == .increment ? .increment : .decrement)
    case .named(let name):
      if let handler = properties.namedActions.first(where: {
        AccessibilityTreeBuilder.string(of: $0.name, in: found.environment) == name
      })?.handler {
        handler()
      } else if let scroll = properties.scroll, let edge = scroll.edge(named: name) {
        scroll.handler(edge)
      } else {
        return false
      }
    default:
      guard let handler = properties.actions[action] else { return false }
      handler()
    }
    return true
  }

  /// Moves the keyboard focus to the element `id`, as an assistive technology moves it (AT-SPI's `grab_focus`, which
  /// GTK 4.8 does not pass on to applications): the view that takes the focus for the element gets it, as Tab would
  /// give it, and its `@FocusState` bindings follow.
  ///
  /// - Returns: Whether the focus moved there: `false` when the element has left the screen, is disabled, or takes
  ///   no focus. Nothing happens then.
  @discardableResult
  public func focusAccessibilityElement(_ id: AccessibilityElement.ID) -> Bool {
    guard let found = AccessibilityTreeBuilder(focused: nil).find(id, under: accessibilityRoots),
      found.element.isEnabled, let target = found.focusTarget, target.acceptsFocus
    else { return false }
    focus.focus(target)
    return true
  }

  /// Sets the value of the element `id` to `value`, as an assistive technology sets a slider's: kept in the
  /// control's range and snapped to its step. Returns whether the element is there, enabled and takes a value.
  @discardableResult
  public func setAccessibilityValue(_ value: Double, on id: AccessibilityElement.ID) -> Bool {
    guard let found = AccessibilityTreeBuilder(focused: nil).find(id, under: accessibilityRoots),
      found.element.isEnabled, let setValue = found.properties.setValue
    else { return false }
    setValue(value)
    return true
  }

  /// Sets the text of the field `id` to `text`, as an assistive technology edits a field's text (inserts, deletes or
  /// replaces it): the part of `text` that differs from the text the element shows replaces that part of the
  /// field's text, as typing there would, and the field's binding takes it. A secure field shows a bullet per
  /// character, so an edit among them edits its text where the bullets are.
  ///
  /// - Returns: Whether the element is there, enabled and edits text. Nothing happens otherwise.
  @discardableResult
  public func setAccessibilityText(_ text: String, on id: AccessibilityElement.ID) -> Bool {
    guard let found = AccessibilityTreeBuilder(focused: nil).find(id, under: accessibilityRoots),
      found.element.isEnabled, let source = found.editableTextSource
    else { return false }
    if let edit = source.accessibilityEditableText.replacement(becoming: text) {
      source.replaceAccessibilityText(in: edit.range, with: edit.string)
    }
    return true
  }

  /// What screen readers read: the window's content and its presentations, or, while a modal one (a sheet, an
  /// alert) is open, only it and what it presents in turn, as the content below takes no input then.
  private var accessibilityRoots: [ViewNode] {
    let layers = presentationLayers.filter { !$0.isDismissing }
    if let modal = layers.lastIndex(where: { $0.style.isModal }) { return Array(layers[modal...]) }
    return (root.map { [$0] } ?? []) + layers
  }
}
