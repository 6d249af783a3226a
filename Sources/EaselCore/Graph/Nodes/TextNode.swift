import Foundation

/// Lays out and draws a `Text` through the graph's text engine.
package final class TextNode: ViewNode {
  private var text: Text?
  private var baseRequest = TextLayoutRequest(runs: [])
  private(set) var drawnRequest: TextLayoutRequest?
  private var drawnMeasurement: TextMeasurement?
  /// Recent measurements by wrapping width and line limit: stacks propose many heights at few widths.
  private var measurements: [(width: CGFloat?, lineLimit: Int?, measurement: TextMeasurement)] = []
  /// How far the text may shrink to fit: `minimumScaleFactor(_:)`.
  private var minimumScale: CGFloat = 1
  /// The last shrunk layout and the proposal it answered: layout asks for the same proposal several times.
  private var shrunk: (proposal: ProposedViewSize, request: TextLayoutRequest, measurement: TextMeasurement)?
  /// The text's spacing preferences, worked out when a layout first asks after the text changed.
  private var spacing: ViewSpacing?
  /// The change of content an animation is drawing, under the environment's content transition.
  private var contentChange: TextContentChange?
  /// The value the last `numericText(value:)` transition named, which the next one compares with.
  private var numericValue: Double?
  /// The selection of selectable text (`textSelection(.enabled)`) and the mouse's work on it, from the first press
  /// on the text until the text changes or loses focus.
  var selection: (model: TextEditingModel, gesture: TextSelectionGesture)?

  package var plainText: String { baseRequest.string }

  /// Whether the last update gave another text or environment: an equal text in the same environment (a row whose
  /// body ran again for another text) draws and reads as before.
  private var lastUpdateChanged = true
  override var lastUpdateMayChangeDrawing: Bool { lastUpdateChanged }
  package override var lastUpdateMayChangeDisplay: Bool { lastUpdateChanged }

  /// Selectable text takes focus from a click, so that it takes the copy and select-all keys.
  package override var focusTarget: (any FocusTarget)? { environment.allowsTextSelection ? self : nil }

  package override func update<V: View>(with view: V, environmentChanged: Bool) {
    let newText = viewAs(view, Text.self)
    lastUpdateChanged = newText != text || environmentChanged
    guard lastUpdateChanged else { return }
    text = newText
    let request = TextLayoutRequest(
      runs: newText.runs(in: environment), width: nil, lineLimit: environment.lineLimit,
      alignment: environment.multilineTextAlignment, truncationMode: environment.truncationMode,
      lineSpacing: environment.lineSpacing)
    if environmentChanged { spacing = nil }
    if selection != nil, request.string != baseRequest.string || !environment.allowsTextSelection {
      selection = nil
      invalidateDisplay()
    }
    let transition = environment.contentTransition
    if request != baseRequest { startContentChange(under: transition) }
    if case .numericText(_, let value?) = transition.kind { numericValue = value }
    if request != baseRequest || environment.minimumScaleFactor != minimumScale {
      baseRequest = request
      minimumScale = environment.minimumScaleFactor
      shrunk = nil
      spacing = nil
      measurements.removeAll(keepingCapacity: true)
      invalidateLayout()
    }
  }

  /// Starts drawing the change from the text shown to the new one along the update's animation, unless there is
  /// none or the transition is `.identity`.
  private func startContentChange(under transition: ContentTransition) {
    guard let animation = currentAnimation, let shown = drawnRequest else {
      contentChange = nil
      return
    }
    let style: TextContentChange.Style
    switch transition.kind {
    case .identity:
      contentChange = nil
      return
    case .opacity:
      style = .crossFade
    case .numericText(let countsDown, let value):
      if let value, let numericValue {
        style = .roll(countsDown: value < numericValue)
      } else {
        style = .roll(countsDown: countsDown)
      }
    }
    contentChange = TextContentChange(
      from: shown, size: size, style: style, animation: animation, start: graph.currentTime)
    didStartAnimating()
  }

  package override func animationFrame(at time: TimeInterval) -> Bool {
    guard let contentChange else { return false }
    invalidateDisplay()
    guard contentChange.fraction(at: time) != nil else {
      self.contentChange = nil
      return false
    }
    return true
  }

  /// The request and measurement for a proposal: wrapped at the proposed width, cut to the lines that fit
  /// the proposed height (at least one).
  private func layout(for proposal: ProposedViewSize) -> (TextLayoutRequest, TextMeasurement) {
    var request = baseRequest
    if let width = proposal.width, width.isFinite { request.width = max(0, width) }
    var measurement = measure(request)
    if let height = proposal.height, height.isFinite, measurement.size.height > height + 0.5,
      measurement.lineCount > 1
    {
      let fitting = max(1, Int((height + request.lineSpacing) / (measurement.lineHeight + request.lineSpacing)))
      if fitting < measurement.lineCount {
        request.lineLimit = min(request.lineLimit ?? fitting, fitting)
        measurement = measure(request)
      }
    }
    guard minimumScale < 1, !fits(request, measurement, in: proposal) else { return (request, measurement) }
    return shrink(request, toFit: proposal)
  }

  /// Whether the text shows whole in the proposal: one line no wider than the width when limited to one line,
  /// lines no taller than the height otherwise.
  private func fits(_ request: TextLayoutRequest, _ measurement: TextMeasurement, in proposal: ProposedViewSize)
    -> Bool
  {
    if request.lineLimit == 1, let width = proposal.width, width.isFinite {
      var unwrapped = request
      unwrapped.width = nil
      return graph.textEngine.measure(unwrapped).size.width <= width + 0.5
    }
    guard let height = proposal.height, height.isFinite else { return true }
    return measurement.size.height <= height + 0.5
  }

  /// The largest scale, down to the minimum, at which the text fits the proposal (to a hundredth), found by
  /// halving the interval; measured outside the cache, which keys on width and line limit only.
  private func shrink(_ request: TextLayoutRequest, toFit proposal: ProposedViewSize)
    -> (TextLayoutRequest, TextMeasurement)
  {
    if let shrunk, shrunk.proposal == proposal { return (shrunk.request, shrunk.measurement) }
    var low = minimumScale
    var high: CGFloat = 1
    var best = request.scaled(by: low)
    var bestMeasurement = graph.textEngine.measure(best)
    while high - low > 0.01 {
      let middle = (low + high) / 2
      let candidate = request.scaled(by: middle)
      let measurement = graph.textEngine.measure(candidate)
      if fits(candidate, measurement, in: proposal) {
        (low, best, bestMeasurement) = (middle, candidate, measurement)
      } else {
        high = middle
      }
    }
    shrunk = (proposal, best, bestMeasurement)
    return (best, bestMeasurement)
  }

  private func measure(_ request: TextLayoutRequest) -> TextMeasurement {
    for entry in measurements where entry.width == request.width && entry.lineLimit == request.lineLimit {
      return entry.measurement
    }
    let measurement = graph.textEngine.measure(request)
    if measurements.count >= 6 { measurements.removeFirst() }
    measurements.append((request.width, request.lineLimit, measurement))
    return measurement
  }

  package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let size = layout(for: proposal).1.size
    return CGSize(width: TextMeasurement.steppedWidth(size.width), height: ceil(size.height))
  }

  package override func placeChildren() {
    var (request, measurement) = layout(for: placementProposal)
    request.width = size.width
    // Measurement ignores paint; a gradient is resolved against the laid-out frame so it spans the text.
    if let text, request.hasGradientRun {
      request.runs = text.runs(in: environment, bounds: CGRect(origin: .zero, size: size))
    }
    // Placed again with another proposal, the text can keep its frame and still draw differently (the lines that fit
    // the proposed height): nothing else tells the display list then.
    if let drawnRequest, drawnRequest != request { invalidateDisplay() }
    drawnRequest = request
    drawnMeasurement = measurement
  }

  package override func explicitVerticalGuide(_ alignment: VerticalAlignment, in size: CGSize) -> CGFloat? {
    switch alignment.kind {
    case .firstBaseline: layout(for: proposal(producing: size)).1.firstBaseline
    case .lastBaseline: layout(for: proposal(producing: size)).1.lastBaseline
    case .fraction, .custom: nil
    }
  }

  /// Text's spacing, from the metrics of its first line and font on the display's pixels; an empty text is an
  /// empty view, which prefers no space.
  package override var viewSpacing: ViewSpacing {
    if let spacing { return spacing }
    var made = ViewSpacing.zero
    if baseRequest.runs.contains(where: { !$0.string.isEmpty }) {
      let metrics = measure(baseRequest)
      made = .text(
        ascent: metrics.firstBaseline, descent: metrics.lineHeight - metrics.firstBaseline,
        capHeight: metrics.capHeight, pixelLength: 1 / environment.displayScale)
    }
    spacing = made
    return made
  }

  package override func renderContent(into builder: inout DisplayListBuilder) {
    guard let drawnRequest else { return }
    if let contentChange, let fraction = contentChange.fraction(at: graph.currentTime) {
      contentChange.render(
        to: drawnRequest, size: size, fraction: fraction, engine: graph.textEngine, into: &builder)
      return
    }
    guard !drawnRequest.runs.isEmpty else { return }
    renderSelection(of: drawnRequest, into: &builder)
    let rect = CGRect(origin: .zero, size: size)
    // Glyphs may overhang their logical box (italics, emoji); widen the damage bounds a little.
    builder.append(.text(drawnRequest, rect), localBounds: rect.insetBy(dx: -4, dy: -4))
  }

  package override func hitTestContent(_ point: CGPoint) -> ViewNode? {
    CGRect(origin: .zero, size: size).contains(point) ? self : nil
  }

  // MARK: - Links

  /// The link pressed, while the pointer that pressed it is down.
  private var pressedLink: (pointerID: Int, url: URL)?

  /// The link of the text under `location` (host coordinates), if any.
  package func link(at location: CGPoint) -> URL? {
    guard let drawnRequest, drawnRequest.runs.contains(where: { $0.link != nil }) else { return nil }
    let local = location.applying(transformToHost.inverted())
    guard let index = graph.textEngine.characterIndex(at: local, in: drawnRequest) else { return nil }
    var end = 0
    for run in drawnRequest.runs {
      end += run.string.count
      if index < end { return run.link }
    }
    return nil
  }

  /// A click on a link, pressed and released on the same link, opens it through the environment's `openURL`;
  /// pressing and dragging in selectable text selects it (a click that selected text opens no link).
  package override func handlePointer(_ event: PointerEvent) {
    guard event.button == .primary else { return }
    if isSelectable { select(with: event) }
    switch event.phase {
    case .began:
      pressedLink = link(at: event.location).map { (event.pointerID, $0) }
    case .moved:
      break
    case .ended:
      defer { pressedLink = nil }
      guard let pressedLink, pressedLink.pointerID == event.pointerID, link(at: event.location) == pressedLink.url,
        selection?.model.selection.isEmpty ?? true
      else { return }
      environment.openURL(pressedLink.url)
    case .cancelled:
      pressedLink = nil
    }
  }
}
