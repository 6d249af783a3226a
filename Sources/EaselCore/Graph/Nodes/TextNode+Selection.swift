import Foundation

/// Selectable text (`textSelection(.enabled)`): the mouse selects in it as in a text field (``TextSelectionGesture``),
/// a press focuses it so that it takes Ctrl+C and Ctrl+A, and the selection lasts while it keeps focus.
extension TextNode: FocusTarget {
  /// Whether a person can select the text now: the environment allows it, the text is enabled, and it is not part
  /// of a control (a button's label), whose clicks belong to the control, as on macOS.
  package var isSelectable: Bool {
    guard environment.allowsTextSelection, environment.isEnabled else { return false }
    return !sequence(first: parent, next: { $0?.parent }).contains {
      ($0 as? any ControlActionNode)?.controlDefaultAction != nil
    }
  }

  /// The selected characters, as offsets into ``plainText``; empty when nothing is selected.
  package var selectedRange: Range<Int> { selection?.model.selection ?? 0..<0 }

  /// The selected text.
  package var selectedText: String { selection?.model.selectedText ?? "" }

  /// Selects the whole text, as Ctrl+A and the Edit menu's Select All do.
  package func selectAllText() {
    changeSelection { $0.model.selectAll() }
  }

  /// Puts the selected text on the environment's clipboard, as Ctrl+C and the Edit menu's Copy do; returns whether
  /// there was a selection to copy.
  @discardableResult
  package func copySelection() -> Bool {
    guard !selectedRange.isEmpty, let clipboard = environment.clipboard else { return false }
    clipboard.write(selectedText)
    return true
  }

  /// Applies a press, drag or release of the primary button to the selection; a press focuses the text first.
  func select(with event: PointerEvent) {
    let local = event.location.applying(transformToHost.inverted())
    switch event.phase {
    case .began:
      graph.focus.pointerPressed(self, event: event)
      guard graph.focus.current === self, let drawnRequest else { return }
      let offset = graph.textEngine.characterOffset(nearest: local, in: drawnRequest)
      changeSelection { selection in
        selection.gesture.press(event, at: offset, in: &selection.model)
      }
    case .moved:
      guard let selection, selection.gesture.drags(event), let drawnRequest else { return }
      let offset = graph.textEngine.characterOffset(nearest: local, in: drawnRequest)
      changeSelection { $0.model.setCaret(offset, extending: true) }
    case .ended, .cancelled:
      self.selection?.gesture.release(event)
    }
  }

  /// Changes the selection, made for the text as it is now when there is none, and redraws it when it changed.
  private func changeSelection(_ change: (inout (model: TextEditingModel, gesture: TextSelectionGesture)) -> Void) {
    var changed = selection ?? (TextEditingModel(text: plainText), TextSelectionGesture())
    let before = changed.model.selection
    change(&changed)
    selection = changed
    if changed.model.selection != before { invalidateDisplay() }
  }

  /// Draws the selection behind the glyphs, in the colour text fields select with.
  func renderSelection(of request: TextLayoutRequest, into builder: inout DisplayListBuilder) {
    let range = selectedRange
    guard !range.isEmpty else { return }
    let paint = Paint.color(ControlPalette.selection.resolve(in: environment))
    for rect in graph.textEngine.selectionRects(for: range, in: request) {
      builder.append(.fill(Path(rect), paint, eoFill: false), localBounds: rect)
    }
  }

  // MARK: FocusTarget

  package var acceptsFocus: Bool { isSelectable && environment.isShown }
  package var acceptsTextInput: Bool { false }
  package var caretRect: CGRect? { nil }
  package var isFocusedByClicksOnly: Bool { true }

  /// Losing focus ends the selection, as a click elsewhere does in text views.
  package func focusDidChange(_ isFocused: Bool) {
    guard !isFocused, selection != nil else { return }
    selection = nil
    invalidateDisplay()
  }

  /// Ctrl+A selects the whole text and Ctrl+C copies the selection; other keys go on to the app.
  package func handleFocusedKey(_ press: KeyPress) -> KeyPress.Result {
    guard isSelectable, press.modifiers.normalizedForLinux.subtracting(.command) == .control else { return .ignored }
    switch press.key.character.lowercased() {
    case "a":
      selectAllText()
      return .handled
    case "c":
      return copySelection() ? .handled : .ignored
    default:
      return .ignored
    }
  }

  package func handleTextInput(_ event: TextInputEvent) -> Bool { false }
}
