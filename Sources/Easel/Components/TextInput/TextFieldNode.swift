@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Draws a text field on one line: the ``TextInputNode`` it is scrolls the line sideways to keep the caret in view.
final class TextFieldNode: TextInputNode {
  private var core: TextFieldCore?
  /// How far the text is scrolled left so the caret stays visible in a field too narrow for it.
  private var scrollOffset: CGFloat = 0

  // MARK: Updates

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    let newCore = viewAs(view, TextFieldCore.self)
    takeText(newCore.text)
    core = newCore
    cachedLayouts = nil
    invalidateLayout()
  }

  override var isSecure: Bool { core?.isSecure ?? false }
  override func textLayoutDidChange() { cachedLayouts = nil }

  private var isBordered: Bool { !(environment.textFieldStyle is PlainTextFieldStyle) }
  private var insets: CGSize { isBordered ? CGSize(width: 7, height: 4) : .zero }

  // MARK: Text layout

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
    let display = request(displayParts)
    let placeholder = placeholderRequest(core?.placeholder)
    var height = graph.textEngine.measure(request([])).lineHeight
    for shown in [display, placeholder].compactMap({ $0 }) where !shown.string.isEmpty {
      height = max(height, graph.textEngine.measure(shown).size.height)
    }
    let made = Layouts(display: display, placeholder: placeholder, lineHeight: ceil(height))
    cachedLayouts = made
    return made
  }

  private var displayRequest: TextLayoutRequest { layouts.display }
  private var shownPlaceholder: TextLayoutRequest? { layouts.placeholder }
  private var lineHeight: CGFloat { layouts.lineHeight }

  private func caretX(_ offset: Int) -> CGFloat {
    graph.textEngine.caretOffset(atCharacter: offset, in: displayRequest)
  }

  // MARK: Layout

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let height = lineHeight + 2 * insets.height
    if let width = proposal.width, width.isFinite { return CGSize(width: width, height: height) }
    let textWidth = graph.textEngine.measure(displayRequest).size.width
    let placeholderWidth = shownPlaceholder.map { graph.textEngine.measure($0).size.width } ?? 0
    let width = ceil(max(textWidth, placeholderWidth)) + Self.caretWidth + 2 * insets.width
    return CGSize(width: width, height: height)
  }

  /// The field's bounds inside its insets. A field narrower (or shorter) than its insets keeps an empty area at its
  /// centre: `insetBy` would give `CGRect.null`, whose infinite origin made a click's character offset trap.
  private var textArea: CGRect {
    CGRect(origin: .zero, size: size).insetBy(
      dx: min(insets.width, size.width / 2), dy: min(insets.height, size.height / 2))
  }

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
    renderFadedWhenDisabled(into: &builder) { draw(into: &$0) }
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
    if model.displayText.isEmpty, let placeholder = shownPlaceholder {
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
    if drawsCaretNow() {
      let caret = CGRect(x: caretX(model.displayCaret), y: 0, width: Self.caretWidth, height: lineHeight)
      builder.append(.fill(Path(caret), caretPaint(for: request), eoFill: false), localBounds: caret)
    }
  }

  // MARK: Mouse

  override func offset(at point: CGPoint) -> Int {
    let x = point.x - textArea.minX + scrollOffset
    let offset = graph.textEngine.characterOffset(atX: x, in: displayRequest)
    return min(offset, model.count)
  }

  // MARK: Keys

  override var caretRect: CGRect? {
    let area = textArea
    let x = area.minX - scrollOffset + caretX(model.displayCaret)
    return CGRect(x: x, y: area.minY, width: Self.caretWidth, height: lineHeight)
  }

  /// One line: up and Home go to the start, down and End to the end.
  override func moveLine(by lines: Int, extending: Bool) { moveWithinLine(toEnd: lines > 0, extending: extending) }

  override func moveWithinLine(toEnd: Bool, extending: Bool) {
    edit { toEnd ? $0.moveToEnd(extending: extending) : $0.moveToStart(extending: extending) }
  }

  /// Runs the submit actions; without any, Return goes on to the window's default button (a Return shortcut).
  override func returnPressed() -> KeyPress.Result {
    guard !environment.submitActions.actions.isEmpty else { return .ignored }
    environment.submitActions.run(.text)
    return .handled
  }

  /// Line breaks become spaces in a one-line field.
  override func pastedText(_ text: String) -> String {
    text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
  }
}
