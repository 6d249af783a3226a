@_spi(ForEaselOnly) import EaselCore
import Foundation

/// Draws a text editor: the ``TextInputNode`` it is shows its text as lines wrapped to its width, moves the caret
/// between them, and scrolls them vertically, with the wheel and to keep the caret in view.
final class TextEditorNode: TextInputNode, ScrollEventReceiver {
  /// How far the lines are scrolled up.
  private(set) var scrollOffset: CGFloat = 0
  /// Whether the next drawing scrolls the caret into view: after an edit or a caret move, not after the wheel.
  private var revealsCaret = false
  /// The x position the up and down arrows keep to, as the caret crosses shorter lines.
  private var goalX: CGFloat?

  /// The space between the border and the text, as AppKit's text views leave.
  static let insets = CGSize(width: 5, height: 4)

  // MARK: Updates

  override func update<V: View>(with view: V, environmentChanged: Bool) {
    takeText(viewAs(view, TextEditorCore.self).text)
    cachedLayout = nil
    invalidateLayout()
  }

  override func textLayoutDidChange() { cachedLayout = nil }

  override func caretDidMove() {
    revealsCaret = true
    goalX = nil
  }

  // MARK: Text layout

  /// The lines shown at one width, with the request that draws each.
  struct Layout {
    let width: CGFloat
    let lines: WrappedTextLines
    let requests: [TextLayoutRequest]
    let lineHeight: CGFloat

    var height: CGFloat { CGFloat(lines.lines.count) * lineHeight }
  }

  private var cachedLayout: Layout?

  /// The displayed characters, each marked when it belongs to the composition, so lines can be cut anywhere.
  private var displayCharacters: [(Character, underline: Bool)] {
    displayParts.flatMap { part in part.0.map { ($0, part.underline) } }
  }

  /// The request drawing `range` of `characters`, one run per stretch of the same underline.
  private func request(for range: Range<Int>, of characters: [(Character, underline: Bool)]) -> TextLayoutRequest {
    var parts: [(String, underline: Bool)] = []
    for (character, underline) in characters[range] {
      if let last = parts.last, last.underline == underline {
        parts[parts.count - 1].0.append(character)
      } else {
        parts.append((String(character), underline))
      }
    }
    return request(parts)
  }

  /// The lines wrapped to `width` (of the text, inside the insets).
  func layout(width: CGFloat) -> Layout {
    if let cachedLayout, cachedLayout.width == width { return cachedLayout }
    let characters = displayCharacters
    let engine = graph.textEngine
    let lines = WrappedTextLines(characters: characters.map(\.0), width: width) { paragraph in
      let line = request(for: paragraph, of: characters)
      let positions = engine.caretOffsets(in: line)
      // Characters joined may make fewer (a lone combining mark joins the one before): then ask for each.
      guard positions.count != paragraph.count + 1 else { return positions }
      return (0...paragraph.count).map { engine.caretOffset(atCharacter: $0, in: line) }
    }
    let made = Layout(
      width: width, lines: lines, requests: lines.lines.map { request(for: $0.range, of: characters) },
      lineHeight: ceil(engine.measure(request([])).lineHeight))
    cachedLayout = made
    return made
  }

  private var textWidth: CGFloat { max(0, size.width - 2 * Self.insets.width - Self.caretWidth) }
  private var shownLayout: Layout { layout(width: textWidth) }

  /// The caret's rectangle in the text's coordinates (before insets and scrolling).
  private func caretFrame(_ offset: Int, in layout: Layout) -> CGRect {
    let index = layout.lines.lineIndex(ofCaret: offset)
    let line = layout.lines.lines[index]
    let x = graph.textEngine.caretOffset(atCharacter: offset - line.range.lowerBound, in: layout.requests[index])
    return CGRect(x: x, y: CGFloat(index) * layout.lineHeight, width: Self.caretWidth, height: layout.lineHeight)
  }

  /// The caret position on line `index` nearest to `x`: a wrapped line's caret stays before the space it ends
  /// with, so it shows on that line.
  private func offset(onLine index: Int, atX x: CGFloat, in layout: Layout) -> Int {
    let line = layout.lines.lines[index]
    let offset = line.range.lowerBound + graph.textEngine.characterOffset(atX: x, in: layout.requests[index])
    return min(offset, lastCaret(on: line))
  }

  /// The last caret position shown on `line`.
  private func lastCaret(on line: WrappedTextLines.Line) -> Int {
    line.endsParagraph || line.range.isEmpty ? line.range.upperBound : line.range.upperBound - 1
  }

  // MARK: Layout

  /// The editor takes the space it is offered; unproposed, it fits its lines.
  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let insets = Self.insets
    let width =
      proposal.width.flatMap { $0.isFinite ? $0 : nil }
      ?? ceil(layout(width: .infinity).requests.map { graph.textEngine.measure($0).size.width }.max() ?? 0)
      + 2 * insets.width + Self.caretWidth
    let height =
      proposal.height.flatMap { $0.isFinite ? $0 : nil }
      ?? layout(width: max(0, width - 2 * insets.width - Self.caretWidth)).height + 2 * insets.height
    return CGSize(width: width, height: height)
  }

  private var maximumScrollOffset: CGFloat {
    max(0, shownLayout.height + 2 * Self.insets.height - size.height)
  }

  /// Scrolls just enough for the caret's line to show, and never past the last line.
  private func scrollToCaretIfNeeded() {
    if revealsCaret, isFocused {
      revealsCaret = false
      let caret = caretFrame(model.displayCaret, in: shownLayout)
      let visible = size.height - 2 * Self.insets.height
      if caret.maxY - scrollOffset > visible { scrollOffset = caret.maxY - visible }
      if caret.minY < scrollOffset { scrollOffset = caret.minY }
    }
    scrollOffset = max(0, min(scrollOffset, maximumScrollOffset))
  }

  // MARK: Drawing

  override func renderContent(into builder: inout DisplayListBuilder) {
    renderFadedWhenDisabled(into: &builder) { draw(into: &$0) }
  }

  private func draw(into builder: inout DisplayListBuilder) {
    let bounds = CGRect(origin: .zero, size: size)
    if environment.scrollContentBackground != .hidden {
      builder.append(
        .fill(Path(bounds), .color(ControlPalette.textFieldBackground.resolve(in: environment)), eoFill: false),
        localBounds: bounds)
    }
    scrollToCaretIfNeeded()
    let layout = shownLayout
    builder.withClip(Path(bounds)) { builder in
      let origin = CGPoint(x: Self.insets.width, y: Self.insets.height - scrollOffset)
      builder.withTransform(CGAffineTransform(translationX: origin.x, y: origin.y)) { builder in
        let first = max(0, Int(floor((scrollOffset - Self.insets.height) / layout.lineHeight)))
        let last = min(layout.lines.lines.count, Int(ceil((scrollOffset + size.height) / layout.lineHeight)))
        for index in first..<max(first, last) { drawLine(index, of: layout, into: &builder) }
        if drawsCaretNow() {
          let caret = caretFrame(model.displayCaret, in: layout)
          builder.append(.fill(Path(caret), caretPaint(for: request([])), eoFill: false), localBounds: caret)
        }
      }
    }
  }

  private func drawLine(_ index: Int, of layout: Layout, into builder: inout DisplayListBuilder) {
    let line = layout.lines.lines[index]
    let request = layout.requests[index]
    let y = CGFloat(index) * layout.lineHeight
    let selection = model.selection
    if isFocused, !model.hasMarkedText, selection.overlaps(line.range) || selection.contains(line.range.upperBound) {
      let engine = graph.textEngine
      let start = engine.caretOffset(
        atCharacter: max(selection.lowerBound, line.range.lowerBound) - line.range.lowerBound, in: request)
      var end = engine.caretOffset(
        atCharacter: min(selection.upperBound, line.range.upperBound) - line.range.lowerBound, in: request)
      // A selection that goes on past the line's break shows the break as a narrow box, as text views do.
      if selection.upperBound > line.range.upperBound, line.endsParagraph { end += layout.lineHeight / 3 }
      let highlight = CGRect(x: start, y: y, width: end - start, height: layout.lineHeight)
      builder.append(
        .fill(Path(highlight), .color(ControlPalette.selection.resolve(in: environment)), eoFill: false),
        localBounds: highlight)
    }
    guard !line.range.isEmpty else { return }
    let rect = CGRect(x: 0, y: y, width: graph.textEngine.measure(request).size.width, height: layout.lineHeight)
    builder.append(.text(request, rect), localBounds: rect.insetBy(dx: -4, dy: -4))
  }

  // MARK: Scrolling

  func handle(_ event: ScrollEvent) -> Bool {
    let target = max(0, min(scrollOffset + event.delta.height, maximumScrollOffset))
    guard target != scrollOffset else { return false }
    scrollOffset = target
    invalidateDisplay()
    return true
  }

  // MARK: Caret

  override func offset(at point: CGPoint) -> Int {
    let layout = shownLayout
    let y = point.y - Self.insets.height + scrollOffset
    let index = min(max(0, Int(floor(y / layout.lineHeight))), layout.lines.lines.count - 1)
    return offset(onLine: index, atX: point.x - Self.insets.width, in: layout)
  }

  override var caretRect: CGRect? {
    caretFrame(model.displayCaret, in: shownLayout).offsetBy(
      dx: Self.insets.width, dy: Self.insets.height - scrollOffset)
  }

  /// Moves to the line above or below, keeping to the x the caret started from; past the first or last line, to
  /// the start or end of the text, as text views do.
  override func moveLine(by lines: Int, extending: Bool) {
    let layout = shownLayout
    let x = goalX ?? caretFrame(model.displayCaret, in: layout).minX
    let index = layout.lines.lineIndex(ofCaret: model.displayCaret) + lines
    let target =
      index < 0
      ? 0 : index >= layout.lines.lines.count ? model.count : offset(onLine: index, atX: x, in: layout)
    edit { $0.setCaret(target, extending: extending) }
    goalX = x
  }

  override func moveWithinLine(toEnd: Bool, extending: Bool) {
    let lines = shownLayout.lines
    let line = lines.lines[lines.lineIndex(ofCaret: model.displayCaret)]
    let target = toEnd ? lastCaret(on: line) : line.range.lowerBound
    edit { $0.setCaret(target, extending: extending) }
  }

  /// Return starts a new line.
  override func returnPressed() -> KeyPress.Result {
    edit { $0.insert("\n") }
    return .handled
  }
}
