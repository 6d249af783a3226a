import Easel
import EaselCairo
import EaselTesting
import EmojiArt
import Foundation

/// The EmojiArt app's own canvas — `EmojiArtDocumentView` over a document and the built-in palettes — at 1280×800
/// with 1,000 and 10,000 emojis over a 4,000×3,000 background: its first frame, and the frames that follow a pan
/// step, a zoom step and a step of dragging one emoji, each against a redraw of the same frame with nothing changed.
@MainActor
struct EmojiArtCanvasBenchmark {
  static let name = "emojiart-canvas"
  static let counts = [1_000, 10_000]
  static let windowSize = EmojiArtSeedBenchmark.windowSize
  static let backgroundSize = CGSize(width: 4_000, height: 3_000)
  /// How far each pan and drag step moves, in points: a few, as one motion event does.
  private static let step = CGSize(width: 4, height: 3)
  /// The magnification of every other zoom step; the steps between go back to 1.
  private static let zoomStep: CGFloat = 1.05

  private let background = Color.Resolved(red: 1, green: 1, blue: 1)

  func run(sampler: Sampler) -> BenchmarkReport {
    var report = BenchmarkReport(
      name: Self.name,
      summary: "the app's EmojiArtDocumentView with seeded emojis (\(EmojiArtSeedBenchmark.kinds.count) kinds, 16–96 "
        + "pt) over a \(Int(Self.backgroundSize.width))×\(Int(Self.backgroundSize.height)) PNG background in a "
        + "\(Int(Self.windowSize.width))×\(Int(Self.windowSize.height)) ViewHost, Pango, Cairo")
    let store = PaletteStore(
      file: FileManager.default.temporaryDirectory.appendingPathComponent(
        "emojiart-canvas-\(UUID().uuidString)/palettes.json"))
    guard let picture = Self.backgroundPNG() else {
      print("emojiart-canvas: no PNG encoder; run with EaselCairo installed")
      return report
    }
    for count in Self.counts {
      let document = EmojiArtDocument(Self.art(count: count))
      document.setBackground(imageData: picture, undoManager: nil)
      measure(document: document, store: store, sampler: sampler, into: &report)
    }
    return report
  }

  /// A document of `count` seeded emojis, the same as emojiart-seed's.
  static func art(count: Int) -> EmojiArt {
    var art = EmojiArt()
    for emoji in EmojiArtSeedBenchmark.emojis(count: count) {
      art.addEmoji(emoji.text, x: emoji.x, y: emoji.y, size: emoji.size)
    }
    return art
  }

  /// A 4,000×3,000 picture as PNG bytes, as a dropped photo would be embedded: a diagonal gradient, so that every
  /// part of it differs and a wrong offset shows.
  static func backgroundPNG() -> Data? {
    let picture = LinearGradient(
      colors: [.blue, .green, .yellow, .orange], startPoint: .topLeading, endPoint: .bottomTrailing
    )
    .frame(width: backgroundSize.width, height: backgroundSize.height)
    return ImageRenderer(content: picture).uiImage?.pngData()
  }

  /// The row labels of one document size: rows name their baselines by label, so each is unique to its size.
  private struct Labels {
    let still: String
    let first: String
    let pan: String
    let zoom: String
    let drag: String
    let snappingDrag: String

    init(count: Int) {
      let suffix = ", " + Format.count(count)
      (still, first) = ("static redraw" + suffix, "first frame" + suffix)
      (pan, zoom, drag) = ("pan step" + suffix, "zoom step" + suffix, "drag one emoji" + suffix)
      snappingDrag = "drag one emoji, snapping" + suffix
    }
  }

  private static let phases = ["event", "update", "layout", "display list and its damage", "raster damage"]

  private func measure(
    document: EmojiArtDocument, store: PaletteStore, sampler: Sampler, into report: inout BenchmarkReport
  ) {
    let labels = Labels(count: document.emojis.count)
    // A new view value for each graph, as a parent's body would make: a view's state properties link to the node
    // of the graph that shows it, so one value shown by two graphs would send the first one's gestures to the second.
    let makeView = { EmojiArtDocumentView(document: document).environmentObject(store) }
    let window = LiveWindow(size: Self.windowSize, background: background) { engine in
      ViewHost(makeView(), size: Self.windowSize, textEngine: engine)
    }
    report.add(window.staticRedraw(label: labels.still, sampler: sampler))
    measureFirstFrame(makeView, reference: window, labels: labels, sampler: sampler, into: &report)
    let canvas = CanvasLocator(host: window.host, store: store)

    let center = canvas.point(CGPoint.zero)
    var forward = true
    let pan = steps(window, sampler: sampler) {
      let delta = forward ? Self.step : CGSize(width: -Self.step.width, height: -Self.step.height)
      forward.toggle()
      _ = window.host.scroll(at: center, by: delta)
    }
    add(pan.samples, label: labels.pan, target: 1.5, of: labels.still, into: &report) {
      "a wheel scroll of (±4, ±3) pt at the canvas's centre; " + window.summary(bodies: pan.bodies, frames: pan.frames)
    }

    let host = window.host
    host.graph.dispatch(TransformEvent(phase: .began, location: center, time: host.time))
    var magnified = false
    let zoom = steps(window, sampler: sampler) {
      magnified.toggle()
      host.graph.dispatch(
        TransformEvent(phase: .changed, magnification: magnified ? Self.zoomStep : 1, location: center, time: host.time)
      )
    }
    let zoomFrames = window.summary(bodies: zoom.bodies, frames: zoom.frames)
    // Back to 1 before the end, so the pinch leaves the zoom as it was.
    host.graph.dispatch(TransformEvent(phase: .changed, location: center, time: host.time))
    host.graph.dispatch(TransformEvent(phase: .ended, location: center, time: host.time))
    window.redrawAll()
    add(zoom.samples, label: labels.zoom, target: 1.5, of: labels.still, into: &report) {
      "a pinch's magnification going 1 ⇄ \(Format.number(Double(Self.zoomStep))), as touchpad events give it; "
        + zoomFrames
    }

    measureDrag(
      document: document, window: window, canvas: canvas, snapping: false, label: labels.drag, target: 0.1,
      reference: labels.still, sampler: sampler, into: &report)
    measureDrag(
      document: document, window: window, canvas: canvas, snapping: true, label: labels.snappingDrag, target: nil,
      reference: labels.still, sampler: sampler, into: &report)
  }

  /// Drags the topmost emoji (so the press lands on it and not on one drawn over it) with pointer moves of
  /// ``step`` and back, with Alt held (no smart guides: the one-emoji drag, whose damage is small) or
  /// snapping to the guides, whose lines cross the whole canvas as they appear and go.
  private func measureDrag(
    document: EmojiArtDocument, window: LiveWindow, canvas: CanvasLocator, snapping: Bool, label: String,
    target: Double?, reference: String, sampler: Sampler, into report: inout BenchmarkReport
  ) {
    let host = window.host
    host.modifierKeys = snapping ? [] : .option
    defer { host.modifierKeys = [] }
    let dragged = document.emojis[document.emojis.count - 1]
    let start = canvas.point(dragged.location)
    let touch = host.touchDown(at: start)
    let dragging = CGPoint(x: start.x + 12, y: start.y)
    host.touchMove(touch, to: dragging)
    window.redrawAll()
    var forward = true
    let drag = steps(window, sampler: sampler) {
      let step = forward ? Self.step : .zero
      forward.toggle()
      host.touchMove(touch, to: CGPoint(x: dragging.x + step.width, y: dragging.y + step.height))
    }
    // Checked before the drag ends, which moves the emoji in the document and draws no frame here.
    let frames = window.summary(bodies: drag.bodies, frames: drag.frames)
    host.touchMove(touch, to: dragging)
    host.touchUp(touch)
    let moved = (document.emojis.first { $0.id == dragged.id }?.x ?? dragged.x) - dragged.x
    // Back where it was, so the next measurement starts from the same document.
    document.moveEmojis([dragged.id], by: CGSize(width: -moved, height: 0), undoManager: nil)
    window.redrawAll()
    add(drag.samples, label: label, target: target, of: reference, into: &report) {
      "pointer moves of (4, 3) pt and back on the topmost \(dragged.text) (\(dragged.size) pt), "
        + (snapping ? "snapping to the smart guides" : "with Alt held (no guides)")
        + ", whose drag of 12 pt moved it \(moved) pt; \(frames)"
    }
  }

  /// Samples steps of a gesture: `event` sends one event, then the window draws its frame.
  private func steps(_ window: LiveWindow, sampler: Sampler, event: () -> Void) -> (
    bodies: Int, frames: Int, samples: [Samples]?
  ) {
    let bodies = window.host.bodyEvaluationCount
    var frames = 0
    let samples = sampler.sample {
      var watch = Stopwatch()
      event()
      watch.lap()
      window.incrementalFrame(&watch)
      frames += 1
      return watch.totalAndLaps
    }
    return (window.host.bodyEvaluationCount - bodies, frames, samples)
  }

  /// Adds a gesture's row, with its target against `reference` and its note, and its phases.
  private func add(
    _ samples: [Samples]?, label: String, target: Double?, of reference: String, into report: inout BenchmarkReport,
    note: () -> String
  ) {
    report.add(
      ResultRow(
        label: label, samples: samples?[0], reference: reference, target: target.map { .ratio($0, of: reference) },
        note: note()))
    for (index, phase) in Self.phases.enumerated() {
      report.add(ResultRow(label: phase, samples: samples?[index + 1], reference: reference, isPhase: true))
    }
  }

  /// The first frame of a new window over the document, with a new text engine (cold layout cache): build, layout,
  /// display list, raster. Checked against the live window's frame.
  private func measureFirstFrame<Content: View>(
    _ makeView: () -> Content, reference: LiveWindow, labels: Labels, sampler: Sampler,
    into report: inout BenchmarkReport
  ) {
    let size = Self.windowSize
    let bitmap = CairoBitmap(pixelWidth: Int(size.width), pixelHeight: Int(size.height))
    var items = 0
    let first = sampler.sample {
      var watch = Stopwatch()
      let engine = PangoTextEngine()
      let graph = ViewGraph(makeView(), textEngine: engine)
      watch.lap()
      graph.layout(in: size)
      watch.lap()
      let list = graph.displayList()
      watch.lap()
      bitmap.render(list, background: background, renderer: CairoRenderer(textEngine: engine))
      watch.lap()
      items = list.items.count
      withExtendedLifetime(graph) {}
      return watch.totalAndLaps
    }
    let unlike = BitmapComparison.differingPixels(bitmap, reference.bitmap)
    report.add(
      ResultRow(
        label: labels.first, samples: first?[0], reference: labels.still,
        note: "a new graph and text engine; \(Format.count(items)) display items; differs from the live window's "
          + "frame in \(Format.count(unlike)) pixels"))
    for (index, phase) in ["build graph", "layout", "display list", "raster"].enumerated() {
      report.add(ResultRow(label: phase, samples: first?[index + 1], reference: labels.still, isPhase: true))
    }
  }
}
