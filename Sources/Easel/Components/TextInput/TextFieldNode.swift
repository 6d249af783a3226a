import Foundation

/// Draws a text field and edits its text: a focus target that takes key presses, input method text and the
/// mouse, keeps a ``TextEditingModel`` and writes the text back to the field's binding.
final class TextFieldNode: ViewNode, FocusTarget {
  private var core: TextFieldCore?
  private(set) var model = TextEditingModel() {
    didSet {
      if model.text != oldValue.text || model.markedText != oldValue.markedText { cachedLayouts = nil }
    }
  }
  private var isFocused = false
  /// How far the text is scrolled left so the caret stays visible in a field too narrow for it.
  private var scrollOffset: CGFloat = 0
  private var press: (pointerID: Int, clickCount: Int)?
  private var lastClick: (time: TimeInterval, location: CGPoint, count: Int)?

  /// When the caret last moved or the field was last edited: the caret blinks from then on.
  private var blinkStart: TimeInterval = 0
  /// Whether the node is registered for animation frames to blink its caret.
  private var isBlinking = false
  /// Whether the caret was shown in the last drawing.
  private var caretWasVisible = true

  /// How long the caret stays on, then off, in seconds.
  static let blinkPhase: TimeInterval = 0.5
  /// After this many seconds without typing the caret stops blinking and stays on, as GTK's does, so an idle
  /// window draws no frames.
  static let blinkTimeout: TimeInterval = 10

  /// The longest pause, in seconds, between the clicks of a double click.
  static let doubleClickInterval: TimeInterval = 0.4
  /// The width of the caret, in points.
  static let caretWidth: CGFloat = 1

  // MARK: Updates

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let newCore = viewAs(view, TextFieldCore.self)
    let bound = newCore.text.wrappedValue
    if core == nil {
      // A field appears with the caret after its text, where typing continues it.
      model = TextEditingModel(text: bound)
    } else if bound != model.text {
      model.replaceText(bound)
    }
    core = newCore
    cachedLayouts = nil
    invalidateLayout()
  }

  override func willUnmount() { graph.focus.nodeWillUnmount(self) }

  var isSecure: Bool { core?.isSecure ?? false }
  private var isBordered: Bool { !(environment.textFieldStyle is PlainTextFieldStyle) }
  private var insets: CGSize { isBordered ? CGSize(width: 7, height: 4) : .zero }

  /// Applies an edit, writes the text back to the binding when it changed, and redraws.
  private func edit(_ change: (inout TextEditingModel) -> Void) {
    let before = (model.text, model.markedText)
    change(&model)
    if model.text != before.0, let binding = core?.text {
      binding.wrappedValue = model.text
      // A binding may keep another text than the one written, as one that filters or limits it does; the field
      // shows what it kept, as SwiftUI's does.
      let kept = binding.wrappedValue
      if kept != model.text { model.replaceText(kept) }
    }
    // Only the text changes the field's ideal width; a caret or selection change only redraws.
    if (model.text, model.markedText) != before { invalidateLayout() } else { invalidateDisplay() }
    restartBlink()
  }

  // MARK: Caret blinking

  /// Shows the caret and blinks it from now on while the field has focus.
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

  /// Redraws when the caret turns on or off; stops once the field loses focus or the blinking times out.
  override func animationFrame(at time: TimeInterval) -> Bool {
    guard isFocused, time - blinkStart < Self.blinkTimeout else {
      isBlinking = false
      if !caretWasVisible { invalidateDisplay() }
      return false
    }
    if caretIsVisible(at: time) != caretWasVisible { invalidateDisplay() }
    return true
  }

  // MARK: Text layout

  /// The text as drawn: bullets for a secure field, with the composition underlined. Built from the text's parts
  /// rather than by cutting the joined text, whose characters may merge across the composition's edges.
  private func makeDisplayRequest() -> TextLayoutRequest {
    func shown(_ string: String) -> String { isSecure ? String(repeating: "•", count: string.count) : string }
    guard model.hasMarkedText else { return request([(shown(model.text), false)]) }
    let characters = Array(model.text)
    return request([
      (shown(String(characters[..<model.head])), false), (shown(model.markedText), true),
      (shown(String(characters[model.head...])), false),
    ])
  }

  private func request(_ parts: [(String, underline: Bool)]) -> TextLayoutRequest {
    let template = Text(verbatim: "").runs(in: environment).first!
    let runs = parts.filter { !$0.0.isEmpty }.map { part in
      var run = template
      run.string = part.0
      run.underline = part.underline
      return run
    }
    return TextLayoutRequest(runs: runs.isEmpty ? [template] : runs)
  }

  private func makePlaceholderRequest() -> TextLayoutRequest? {
    guard let placeholder = core?.placeholder else { return nil }
    let color = Paint.color(ControlPalette.placeholder.resolve(in: environment))
    var runs = placeholder.runs(in: environment)
    for index in runs.indices { runs[index].color = color }
    return TextLayoutRequest(runs: runs)
  }

  /// What the field measures and draws, built once per change of its text, its view or its environment rather
  /// than for each caret position and draw.
  private struct Layouts {
    let display: TextLayoutRequest
    let placeholder: TextLayoutRequest?
    /// The height of the field's line: the font's, or more when the text or placeholder falls back to a taller
    /// font (Korean or emoji next to Latin text).
    let lineHeight: CGFloat
  }

  private var cachedLayouts: Layouts?

  private var layouts: Layouts {
    if let cachedLayouts { return cachedLayouts }
    let display = makeDisplayRequest()
    let placeholder = makePlaceholderRequest()
    var height = graph.textEngine.measure(request([])).lineHeight
    for shown in [display, placeholder].compactMap({ $0 }) where !shown.string.isEmpty {
      height = max(height, graph.textEngine.measure(shown).size.height)
    }
    let made = Layouts(display: display, placeholder: placeholder, lineHeight: ceil(height))
    cachedLayouts = made
    return made
  }

  private var displayRequest: TextLayoutRequest { layouts.display }
  private var placeholderRequest: TextLayoutRequest? { layouts.placeholder }
  private var lineHeight: CGFloat { layouts.lineHeight }

  private func caretX(_ offset: Int) -> CGFloat {
    graph.textEngine.caretOffset(atCharacter: offset, in: displayRequest)
  }

  // MARK: Layout

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let height = lineHeight + 2 * insets.height
    if let width = proposal.width, width.isFinite { return CGSize(width: width, height: height) }
    let textWidth = graph.textEngine.measure(displayRequest).size.width
    let placeholderWidth = placeholderRequest.map { graph.textEngine.measure($0).size.width } ?? 0
    let width = ceil(max(textWidth, placeholderWidth)) + Self.caretWidth + 2 * insets.width
    return CGSize(width: width, height: height)
  }

  private var textArea: CGRect { CGRect(origin: .zero, size: size).insetBy(dx: insets.width, dy: insets.height) }

  /// Scrolls just enough for the caret to be inside the text area, and no further than the text needs.
  private func scrollToCaret() {
    // An unfocused field shows the start of its text, as desktop fields do.
    guard isFocused else {
      scrollOffset = 0
      return
    }
    let visible = max(0, textArea.width - Self.caretWidth)
    let caret = caretX(model.displayCaret)
    let textWidth = caretX(model.displayText.count)
    if caret - scrollOffset > visible { scrollOffset = caret - visible }
    if caret < scrollOffset { scrollOffset = caret }
    scrollOffset = max(0, min(scrollOffset, max(0, textWidth - visible)))
  }

  // MARK: Drawing

  override func renderContent(into builder: inout DisplayListBuilder) {
    let enabled = environment.isEnabled
    if enabled {
      draw(into: &builder)
    } else {
      builder.withLayer(opacity: ControlPalette.disabledOpacity, shadow: nil) { draw(into: &$0) }
    }
  }

  private func draw(into builder: inout DisplayListBuilder) {
    let bounds = CGRect(origin: .zero, size: size)
    let radius = ControlPalette.cornerRadius
    if isBordered {
      let field = Path(roundedRect: bounds, cornerRadius: radius)
      builder.append(
        .fill(field, .color(ControlPalette.textFieldBackground.resolve(in: environment)), eoFill: false),
        localBounds: bounds)
      builder.append(
        .stroke(
          Path(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: radius - 0.5),
          .color(ControlPalette.separator.resolve(in: environment)), StrokeStyle(lineWidth: 1)),
        localBounds: bounds)
    }
    if isFocused {
      let ring = bounds.insetBy(dx: -1.5, dy: -1.5)
      builder.append(
        .stroke(
          Path(roundedRect: ring, cornerRadius: radius + 1.5),
          .color(ControlPalette.focusRing.resolve(in: environment)),
          StrokeStyle(lineWidth: 3)),
        localBounds: ring.insetBy(dx: -2, dy: -2))
    }
    scrollToCaret()
    let area = textArea
    let height = lineHeight
    // Glyphs may overhang the line vertically (accents, emoji): clip only at the sides.
    let clip = CGRect(x: area.minX, y: bounds.minY, width: area.width, height: bounds.height)
    builder.withClip(Path(clip)) { builder in
      builder.withTransform(CGAffineTransform(translationX: area.minX - scrollOffset, y: area.minY)) { builder in
        drawText(into: &builder, lineHeight: height)
      }
    }
  }

  private func drawText(into builder: inout DisplayListBuilder, lineHeight: CGFloat) {
    if model.displayText.isEmpty, let placeholder = placeholderRequest {
      let width = graph.textEngine.measure(placeholder).size.width
      let rect = CGRect(x: 0, y: 0, width: width, height: lineHeight)
      builder.append(.text(placeholder, rect), localBounds: rect.insetBy(dx: -4, dy: -4))
    }
    if isFocused && !model.selection.isEmpty && !model.hasMarkedText {
      let start = caretX(model.selection.lowerBound)
      let end = caretX(model.selection.upperBound)
      let highlight = CGRect(x: start, y: 0, width: end - start, height: lineHeight)
      builder.append(
        .fill(Path(highlight), .color(ControlPalette.selection.resolve(in: environment)), eoFill: false),
        localBounds: highlight)
    }
    let request = displayRequest
    if !model.displayText.isEmpty {
      let width = graph.textEngine.measure(request).size.width
      let rect = CGRect(x: 0, y: 0, width: width, height: lineHeight)
      builder.append(.text(request, rect), localBounds: rect.insetBy(dx: -4, dy: -4))
    }
    caretWasVisible = caretIsVisible(at: graph.currentTime)
    if isFocused && environment.isEnabled && (model.selection.isEmpty || model.hasMarkedText) && caretWasVisible {
      let caret = CGRect(x: caretX(model.displayCaret), y: 0, width: Self.caretWidth, height: lineHeight)
      let color = request.runs.first?.color ?? .color(Color.primary.resolve(in: environment))
      builder.append(.fill(Path(caret), color, eoFill: false), localBounds: caret)
    }
  }

  override func hitTestContent(_ point: CGPoint) -> ViewNode? {
    CGRect(origin: .zero, size: size).contains(point) ? self : nil
  }

  // MARK: Mouse

  /// The caret position under `point` (in the node's coordinates).
  private func offset(at point: CGPoint) -> Int {
    let x = point.x - textArea.minX + scrollOffset
    let offset = graph.textEngine.characterOffset(atX: x, in: displayRequest)
    return min(offset, model.count)
  }

  override func handlePointer(_ event: PointerEvent) {
    guard environment.isEnabled else { return }
    let local = event.location.applying(transformToHost.inverted())
    switch event.phase {
    case .began:
      graph.focus.pointerPressed(self, event: event)
      guard isFocused else { return }
      var count = 1
      if let last = lastClick, event.time - last.time <= Self.doubleClickInterval,
        hypot(event.location.x - last.location.x, event.location.y - last.location.y) < 5
      {
        count = last.count + 1
      }
      lastClick = (event.time, event.location, count)
      press = (event.pointerID, count)
      let offset = offset(at: local)
      edit { model in
        model.clearMarkedText()
        switch count {
        case 1: model.setCaret(offset, extending: event.modifiers.contains(.shift))
        case 2: model.selectWord(at: offset)
        default: model.selectAll()
        }
      }
    case .moved:
      guard let press, press.pointerID == event.pointerID, press.clickCount == 1 else { return }
      let offset = offset(at: local)
      edit { $0.setCaret(offset, extending: true) }
    case .ended, .cancelled:
      if press?.pointerID == event.pointerID { press = nil }
    }
  }

  // MARK: FocusTarget

  var acceptsFocus: Bool { environment.isEnabled }
  var acceptsTextInput: Bool { environment.isEnabled }

  var caretRect: CGRect? {
    let area = textArea
    let x = area.minX - scrollOffset + caretX(model.displayCaret)
    return CGRect(x: x, y: area.minY, width: Self.caretWidth, height: lineHeight)
  }

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
    case .home, .upArrow: edit { $0.moveToStart(extending: shift) }
    case .end, .downArrow: edit { $0.moveToEnd(extending: shift) }
    case .delete: edit { $0.deleteBackward(byWord: control) }
    case .deleteForward: edit { $0.deleteForward(byWord: control) }
    case .return:
      // Without submit actions, Return goes on to the window's default button (a Return shortcut).
      guard plain.isEmpty, !environment.submitActions.actions.isEmpty else { return .ignored }
      environment.submitActions.run(.text)
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
      PlatformServices.clipboard.write(model.selectedText)
    case "x":
      guard !isSecure, !model.selection.isEmpty else { return .handled }
      PlatformServices.clipboard.write(model.selectedText)
      edit { $0.deleteBackward() }
    case "v": paste()
    case "z": edit { shift ? $0.redo() : $0.undo() }
    case "y": edit { $0.redo() }
    default: return .ignored
    }
    return .handled
  }

  /// Pastes the clipboard's text when it arrives (a desktop clipboard answers later): into the selection as it
  /// is then, as long as the field is still shown and focused. Line breaks become spaces in a one-line field.
  private func paste() {
    PlatformServices.clipboard.read { [weak self] text in
      guard let self, self.isMounted, self.isFocused, self.environment.isEnabled, let text, !text.isEmpty else {
        return
      }
      let line = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
      self.edit { $0.insert(line) }
    }
  }

  /// Opens the platform's emoji picker at the caret, as GTK's text entries do; returns whether there is one. A
  /// picked emoji arrives as an input method's commit does, so the field's binding filters it as it does typing.
  private func showEmojiPicker() -> Bool {
    guard !isSecure, let picker = PlatformServices.emojiPicker, let caret = graph.textInputCaretRect else {
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
