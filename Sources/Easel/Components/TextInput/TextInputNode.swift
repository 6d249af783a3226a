@_spi(ForEaselOnly) import EaselCore
import Foundation

/// What every editable text view does alike, whatever its shape: a focus target that keeps a
/// ``TextEditingModel``, writes the text back to its binding, blinks its caret, selects with the mouse, takes key
/// presses, shortcuts and input method text. ``TextFieldNode`` (one line) and ``TextEditorNode`` (wrapped lines)
/// add the geometry: where a character is, which character is under a point, and what the line keys do.
class TextInputNode: ViewNode, FocusTarget {
  override var focusTarget: (any FocusTarget)? { self }

  /// The binding the text is written back to.
  var boundText: Binding<String>?
  private(set) var model = TextEditingModel() {
    didSet {
      if model.text != oldValue.text || model.markedText != oldValue.markedText { textLayoutDidChange() }
    }
  }
  private(set) var isFocused = false
  private var selectionGesture = TextSelectionGesture()

  /// When the caret last moved or the text was last edited: the caret blinks from then on.
  private var blinkStart: TimeInterval = 0
  /// Whether the node is registered for animation frames to blink its caret.
  private var isBlinking = false
  /// Whether the caret was shown in the last drawing.
  private(set) var caretWasVisible = true

  /// How long the caret stays on, then off, in seconds.
  static let blinkPhase: TimeInterval = 0.5
  /// After this many seconds without typing the caret stops blinking and stays on, as GTK's does, so an idle
  /// window draws no frames.
  static let blinkTimeout: TimeInterval = 10

  /// The width of the caret, in points.
  static let caretWidth: CGFloat = 1

  // MARK: What subclasses provide

  /// Whether the text is shown as bullets and kept off the clipboard.
  var isSecure: Bool { false }
  /// Called when the text or its composition changed, before the next layout.
  func textLayoutDidChange() {}
  /// The caret position under `point`, in the node's coordinates.
  func offset(at point: CGPoint) -> Int { 0 }
  /// Moves the caret a line up (`by` -1) or down (`by` 1).
  func moveLine(by lines: Int, extending: Bool) {}
  /// Moves the caret to the start (`toEnd` false) or the end of its line.
  func moveWithinLine(toEnd: Bool, extending: Bool) {}
  /// Handles Return without modifiers other than Shift.
  func returnPressed() -> KeyPress.Result { .ignored }
  /// The text a paste inserts for `text` from the clipboard.
  func pastedText(_ text: String) -> String { text }
  /// Called after every edit, caret move or selection change.
  func caretDidMove() {}
  /// The caret, in the node's coordinates.
  var caretRect: CGRect? { nil }

  // MARK: Updates

  /// Takes the text of a new view: a node that appears shows its caret after the text, where typing continues it.
  func takeText(_ binding: Binding<String>) {
    let bound = binding.wrappedValue
    if boundText == nil {
      model = TextEditingModel(text: bound)
    } else if bound != model.text {
      model.replaceText(bound)
    }
    boundText = binding
  }

  override func willUnmount() { graph.focus.nodeWillUnmount(self) }

  /// Applies an edit, writes the text back to the binding when it changed, and redraws.
  func edit(_ change: (inout TextEditingModel) -> Void) {
    let before = (model.text, model.markedText)
    change(&model)
    if model.text != before.0, let binding = boundText {
      binding.wrappedValue = model.text
      // A binding may keep another text than the one written, as one that filters or limits it does; the view
      // shows what it kept, as SwiftUI's does.
      let kept = binding.wrappedValue
      if kept != model.text { model.replaceText(kept) }
    }
    // Only the text changes the view's ideal size; a caret or selection change only redraws.
    if (model.text, model.markedText) != before { invalidateLayout() } else { invalidateDisplay() }
    caretDidMove()
    restartBlink()
  }

  // MARK: Text requests

  /// `string` as drawn: a bullet for each character of a secure field.
  private func shown(_ string: String) -> String { isSecure ? String(repeating: "•", count: string.count) : string }

  /// The text as drawn: bullets for a secure field, with the composition underlined, as parts rather than one
  /// string, since characters may merge across the composition's edges.
  var displayParts: [(String, underline: Bool)] {
    guard model.hasMarkedText else { return [(shown(model.text), false)] }
    let characters = Array(model.text)
    return [
      (shown(String(characters[..<model.head])), false), (shown(model.markedText), true),
      (shown(String(characters[model.head...])), false),
    ]
  }

  /// A request for `parts` in the environment's font and foreground style.
  func request(_ parts: [(String, underline: Bool)]) -> TextLayoutRequest {
    let template = Text(verbatim: "").runs(in: environment).first!
    let runs = parts.filter { !$0.0.isEmpty }.map { part in
      var run = template
      run.string = part.0
      run.underline = part.underline
      return run
    }
    return TextLayoutRequest(runs: runs.isEmpty ? [template] : runs)
  }

  /// The request for `placeholder`, in the placeholder colour.
  func placeholderRequest(_ placeholder: Text?) -> TextLayoutRequest? {
    guard let placeholder else { return nil }
    let color = Paint.color(ControlPalette.placeholder.resolve(in: environment))
    var runs = placeholder.runs(in: environment)
    for index in runs.indices { runs[index].color = color }
    return TextLayoutRequest(runs: runs)
  }

  // MARK: Caret blinking

  /// Shows the caret and blinks it from now on while the node has focus.
  private func restartBlink() {
    blinkStart = graph.currentTime
    guard isFocused, !isBlinking else { return }
    isBlinking = true
    didStartAnimating()
  }

  private func caretIsVisible(at time: TimeInterval) -> Bool {
    let elapsed = time - blinkStart
    return elapsed >= Self.blinkTimeout || Int(max(0, elapsed) / Self.blinkPhase) % 2 == 0
  }

  /// Redraws when the caret turns on or off; stops once the node loses focus or the blinking times out.
  override func animationFrame(at time: TimeInterval) -> Bool {
    guard isFocused, time - blinkStart < Self.blinkTimeout else {
      isBlinking = false
      if !caretWasVisible { invalidateDisplay() }
      return false
    }
    if caretIsVisible(at: time) != caretWasVisible { invalidateDisplay() }
    return true
  }

  /// Whether to draw the caret in the drawing being made; remembers the answer for blinking.
  func drawsCaretNow() -> Bool {
    caretWasVisible = caretIsVisible(at: graph.currentTime)
    return isFocused && environment.isEnabled && (model.selection.isEmpty || model.hasMarkedText) && caretWasVisible
  }

  /// The colour of the caret: the text's.
  func caretPaint(for request: TextLayoutRequest) -> Paint {
    request.runs.first?.color ?? .color(Color.primary.resolve(in: environment))
  }

  /// Draws `content`, faded when the view is disabled.
  func renderFadedWhenDisabled(into builder: inout DisplayListBuilder, _ content: (inout DisplayListBuilder) -> Void) {
    if environment.isEnabled {
      content(&builder)
    } else {
      builder.withLayer(opacity: ControlPalette.disabledOpacity, shadow: nil) { content(&$0) }
    }
  }

  override func hitTestContent(_ point: CGPoint) -> ViewNode? {
    CGRect(origin: .zero, size: size).contains(point) ? self : nil
  }

  // MARK: Mouse

  override func handlePointer(_ event: PointerEvent) {
    guard environment.isEnabled else { return }
    let local = event.location.applying(transformToHost.inverted())
    switch event.phase {
    case .began:
      graph.focus.pointerPressed(self, event: event)
      guard isFocused else { return }
      let offset = offset(at: local)
      edit { model in
        model.clearMarkedText()
        selectionGesture.press(event, at: offset, in: &model)
      }
    case .moved:
      guard selectionGesture.drags(event) else { return }
      let offset = offset(at: local)
      edit { $0.setCaret(offset, extending: true) }
    case .ended, .cancelled:
      selectionGesture.release(event)
    }
  }

  // MARK: FocusTarget

  var acceptsFocus: Bool { environment.isEnabled && environment.isShown }
  var acceptsTextInput: Bool { environment.isEnabled }

  func focusDidChange(_ isFocused: Bool) {
    self.isFocused = isFocused
    if !isFocused { model.clearMarkedText() }
    invalidateLayout()
    restartBlink()
  }

  func handleTextInput(_ event: TextInputEvent) -> Bool {
    guard environment.isEnabled else { return false }
    switch event {
    case .commit(let text): edit { $0.insert(text) }
    case .preedit(let text, let cursor): edit { $0.setMarkedText(text, cursor: cursor) }
    case .endPreedit: edit { $0.clearMarkedText() }
    }
    return true
  }

  func handleFocusedKey(_ press: KeyPress) -> KeyPress.Result {
    guard environment.isEnabled else { return .ignored }
    let modifiers = press.modifiers.normalizedForLinux
    let shift = modifiers.contains(.shift)
    let control = modifiers.contains(.control)
    let plain = modifiers.subtracting(.shift)
    // A key press during a composition belongs to the input method; the host sends it there first.
    switch press.key {
    case .leftArrow: edit { $0.moveLeft(extending: shift, byWord: control) }
    case .rightArrow: edit { $0.moveRight(extending: shift, byWord: control) }
    case .upArrow: moveLine(by: -1, extending: shift)
    case .downArrow: moveLine(by: 1, extending: shift)
    case .home, .end:
      let toEnd = press.key == .end
      // Ctrl goes to the end of the whole text, as in GTK's text views.
      if control {
        edit { toEnd ? $0.moveToEnd(extending: shift) : $0.moveToStart(extending: shift) }
      } else {
        moveWithinLine(toEnd: toEnd, extending: shift)
      }
    case .delete: edit { $0.deleteBackward(byWord: control) }
    case .deleteForward: edit { $0.deleteForward(byWord: control) }
    case .return:
      guard plain.isEmpty else { return .ignored }
      return returnPressed()
    default:
      if control { return handleShortcut(press.key.character, shift: shift) }
      guard plain.isEmpty, Self.isTypable(press.characters) else { return .ignored }
      edit { $0.insert(press.characters) }
    }
    return .handled
  }

  /// Ctrl shortcuts: select all, clipboard, undo and redo, the emoji picker. Others go on to the app's shortcuts.
  private func handleShortcut(_ key: Character, shift: Bool) -> KeyPress.Result {
    switch key.lowercased() {
    case ".", ";": return showEmojiPicker() ? .handled : .ignored
    case "a": edit { $0.selectAll() }
    case "c":
      guard !isSecure, !model.selection.isEmpty else { return .handled }
      environment.clipboard?.write(model.selectedText)
    case "x":
      guard !isSecure, !model.selection.isEmpty else { return .handled }
      environment.clipboard?.write(model.selectedText)
      edit { $0.deleteBackward() }
    case "v": paste()
    case "z": edit { shift ? $0.redo() : $0.undo() }
    case "y": edit { $0.redo() }
    default: return .ignored
    }
    return .handled
  }

  /// Pastes the clipboard's text when it arrives (a desktop clipboard answers later): into the selection as it
  /// is then, as long as the view is still shown and focused.
  private func paste() {
    environment.clipboard?.read { [weak self] text in
      guard let self, self.isMounted, self.isFocused, self.environment.isEnabled, let text, !text.isEmpty else {
        return
      }
      let pasted = self.pastedText(text)
      self.edit { $0.insert(pasted) }
    }
  }

  /// Opens the platform's emoji picker at the caret, as GTK's text entries do; returns whether there is one. A
  /// picked emoji arrives as an input method's commit does, so the binding filters it as it does typing.
  private func showEmojiPicker() -> Bool {
    guard !isSecure, let picker = environment.emojiPicker, let caret = graph.textInputCaretRect else {
      return false
    }
    picker.showEmojiPicker(pointingAt: caret, in: graph) { [weak self] emoji in
      guard let self, self.isMounted, self.isFocused else { return }
      self.graph.dispatch(TextInputEvent.commit(emoji))
    }
    return true
  }

  /// Whether `characters` is text to insert rather than a control or function key.
  private static func isTypable(_ characters: String) -> Bool {
    guard !characters.isEmpty else { return false }
    return characters.unicodeScalars.allSatisfy { scalar in
      !scalar.properties.generalCategory.isControlOrPrivateUse
    }
  }
}

extension Unicode.GeneralCategory {
  fileprivate var isControlOrPrivateUse: Bool {
    switch self {
    case .control, .privateUse, .format, .surrogate, .unassigned: true
    default: false
    }
  }
}

extension TextInputNode: AccessibilityEditableTextSource {
  var accessibilityEditableText: AccessibilityEditableText {
    AccessibilityEditableText(text: shown(model.text), selection: model.selection)
  }

  // A secure field shows a bullet per character: the same offsets in its text.
  func replaceAccessibilityText(in range: Range<Int>, with string: String) {
    edit { model in
      model.select(range)
      model.insert(string)
    }
  }
}
