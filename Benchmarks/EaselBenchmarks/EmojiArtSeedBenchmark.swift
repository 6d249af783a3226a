import Easel
import EaselCairo
import EaselTesting
import EmojiArtLecture8

/// The course's lecture-8 `EmojiArtDocumentView`, as written, over documents of 1,000 and 10,000 emojis in a
/// 1280×800 `ViewHost` (Pango text, Cairo raster): its first frame against drawing the same glyphs directly from a
/// cold text cache, and the frames of panning the canvas and of moving one emoji through the document, against a
/// redraw with nothing changed.
@MainActor
struct EmojiArtSeedBenchmark {
  static let name = "emojiart-seed"
  static let counts = [1_000, 10_000]
  static let windowSize = CGSize(width: 1280, height: 800)
  /// Kinds beyond the palette's, which a user would drop in from another application.
  static let extraKinds = ["🐶", "🐱", "🦊", "🍕", "🚀", "🌈"]
  /// How far each pan step moves the pointer, in points: a few, as one motion event of a drag does.
  private static let panStep = CGSize(width: 4, height: 3)

  private let background = Color.Resolved(red: 1, green: 1, blue: 1)

  func run(sampler: Sampler) -> BenchmarkReport {
    var report = BenchmarkReport(
      name: Self.name,
      summary: "the course's lecture-8 EmojiArtDocumentView, unchanged, with seeded emojis (\(Self.kinds.count) kinds, "
        + "16–96 pt) in a \(Int(Self.windowSize.width))×\(Int(Self.windowSize.height)) ViewHost, Pango, Cairo")
    for count in Self.counts { measure(count: count, sampler: sampler, into: &report) }
    return report
  }

  /// The palette's emojis and the extra kinds.
  static var kinds: [String] { EmojiArtSeed.paletteEmojis + extraKinds }

  /// A document of `count` emojis at seeded places on the canvas, of seeded kinds and sizes. Its `UserDefaults` key
  /// must be restored (``EmojiArtSeed/restoreDefaults()``) when done.
  static func document(count: Int) -> EmojiArtSeed { EmojiArtSeed(emojis: emojis(count: count)) }

  /// `count` emojis at seeded places on the canvas, of seeded kinds and sizes: the same for every run and for every
  /// benchmark of an EmojiArt canvas.
  static func emojis(count: Int) -> [EmojiArtSeed.Emoji] {
    var random = SeededGenerator(seed: 0xE0_A8_12)
    let kinds = Self.kinds
    // The document keeps centres relative to the canvas's centre; the canvas is the window below the palette.
    let halfWidth = Int(windowSize.width) / 2
    let halfHeight = Int(windowSize.height) / 2 - 30
    return (0..<count).map { _ in
      EmojiArtSeed.Emoji(
        text: kinds[Int.random(in: 0..<kinds.count, using: &random)],
        x: Int.random(in: -halfWidth...halfWidth, using: &random),
        y: Int.random(in: -halfHeight...halfHeight, using: &random), size: Int.random(in: 16...96, using: &random))
    }
  }

  /// The row labels of one document size: rows name their baselines by label, so each is unique to its size.
  private struct Labels {
    let still: String
    let direct: String
    let first: String
    let pan: String
    let move: String
    let moveShare: String

    init(count: Int) {
      let suffix = ", " + Format.count(count)
      (still, direct, first) = ("static redraw" + suffix, "direct Cairo first frame" + suffix, "first frame" + suffix)
      (pan, move) = ("pan step" + suffix, "move one emoji" + suffix)
      moveShare = "move one emoji, Easel's share" + suffix
    }
  }

  private func measure(count: Int, sampler: Sampler, into report: inout BenchmarkReport) {
    let document = Self.document(count: count)
    defer { document.restoreDefaults() }
    let labels = Labels(count: count)
    let window = LiveWindow(document: document, size: Self.windowSize, background: background)
    report.add(window.staticRedraw(label: labels.still, sampler: sampler))
    measureFirstFrame(document: document, reference: window, labels: labels, sampler: sampler, into: &report)
    measurePan(window, labels: labels, sampler: sampler, into: &report)
    measureMove(document: document, window: window, labels: labels, sampler: sampler, into: &report)
  }

  /// A press on the background and a move past DragGesture's 10-point minimum start the pan, untimed; then each
  /// step moves the pointer a few points, back and forth, so the pan offset changes every step.
  private func measurePan(
    _ window: LiveWindow, labels: Labels, sampler: Sampler, into report: inout BenchmarkReport
  ) {
    let host = window.host
    let pressed = CGPoint(x: Self.windowSize.width / 2, y: Self.windowSize.height * 0.75)
    let marker = host.find(text: Self.extraKinds[0])
    let touch = host.touchDown(at: pressed)
    let dragging = CGPoint(x: pressed.x + 12, y: pressed.y)
    host.touchMove(touch, to: dragging)
    let panned = host.find(text: Self.extraKinds[0])
    window.redrawAll()
    var forward = true
    let bodies = host.bodyEvaluationCount
    var steps = 0
    let pan = sampler.sample {
      var watch = Stopwatch()
      let step = forward ? Self.panStep : .zero
      forward.toggle()
      host.touchMove(touch, to: CGPoint(x: dragging.x + step.width, y: dragging.y + step.height))
      watch.lap()
      window.incrementalFrame(&watch)
      steps += 1
      return watch.totalAndLaps
    }
    var moved = "not found"
    if let marker, let panned { moved = "\(Format.number(Double(panned.midX - marker.midX))) pt" }
    report.add(
      ResultRow(
        label: labels.pan, samples: pan?[0], reference: labels.still, target: .ratio(1.5, of: labels.still),
        note: "pointer events through ViewHost; the 12-pt drag that began the pan moved a \(Self.extraKinds[0]) "
          + "\(moved); \(window.summary(bodies: host.bodyEvaluationCount - bodies, frames: steps))"))
    host.touchUp(touch)
    window.redrawAll()
    for (index, phase) in ["pointer event", "update", "layout", "display list and its damage", "raster damage"]
      .enumerated()
    {
      report.add(ResultRow(label: phase, samples: pan?[index + 1], reference: labels.still, isPhase: true))
    }
  }

  /// One emoji moved 24 points through the document's intent, as dragging it would, away from the edge it is near.
  private func measureMove(
    document: EmojiArtSeed, window: LiveWindow, labels: Labels, sampler: Sampler, into report: inout BenchmarkReport
  ) {
    var random = SeededGenerator(seed: 0x30_4F)
    let bodies = window.host.bodyEvaluationCount
    var moves = 0
    let move = sampler.sample {
      let index = Int.random(in: 0..<document.emojiCount, using: &random)
      let offset = CGSize(width: document.location(ofEmojiAt: index).x < 0 ? 24 : -24, height: 0)
      var watch = Stopwatch()
      document.moveEmoji(at: index, by: offset)
      watch.lap()
      window.incrementalFrame(&watch)
      moves += 1
      // The frame after the course's intent: what Easel spends on the move.
      return watch.totalAndLaps + [watch.total - watch.laps[0]]
    }
    report.add(
      ResultRow(
        label: labels.move, samples: move?[0], reference: labels.still,
        note: "the intent also saves the document's JSON to UserDefaults, as the course's code does; "
          + window.summary(bodies: window.host.bodyEvaluationCount - bodies, frames: moves)))
    for (index, phase) in ["moveEmoji", "update", "layout", "display list and its damage", "raster damage"].enumerated()
    {
      report.add(ResultRow(label: phase, samples: move?[index + 1], reference: labels.still, isPhase: true))
    }
    report.add(
      ResultRow(
        label: labels.moveShare, samples: move?[6], reference: labels.still,
        target: document.emojiCount == 1_000 ? .ratio(0.3, of: labels.still) : nil,
        note: "update, layout, display list and raster of the damage: the move without the course's moveEmoji"))
  }

  /// The first frame of a new graph over the document, each with a new text engine (cold layout cache), paired with
  /// drawing the same glyphs directly from a new engine of its own, so both see the same load on the shared cores.
  private func measureFirstFrame(
    document: EmojiArtSeed, reference: LiveWindow, labels: Labels, sampler: Sampler, into report: inout BenchmarkReport
  ) {
    let size = Self.windowSize
    let directBitmap = CairoBitmap(pixelWidth: Int(size.width), pixelHeight: Int(size.height))
    let firstBitmap = CairoBitmap(pixelWidth: Int(size.width), pixelHeight: Int(size.height))
    let referenceList = reference.currentList()
    var texts = 0
    var items = 0
    var bodies = 0
    let pairs = sampler.sample {
      var directWatch = Stopwatch()
      let direct = DirectCanvasRenderer(engine: PangoTextEngine(), drawing: referenceList)
      direct.draw(into: directBitmap, background: background)
      directWatch.lap()
      texts = direct.count

      var watch = Stopwatch()
      let engine = PangoTextEngine()
      let graph = ViewGraph(document.makeView(), textEngine: engine)
      watch.lap()
      graph.layout(in: size)
      watch.lap()
      let list = graph.displayList()
      watch.lap()
      firstBitmap.render(list, background: background, renderer: CairoRenderer(textEngine: engine))
      watch.lap()
      (items, bodies) = (list.items.count, graph.bodyEvaluationCount)
      withExtendedLifetime(graph) {}
      return [directWatch.total + watch.total, directWatch.total] + watch.totalAndLaps
    }
    let unlikeHost = BitmapComparison.differingPixels(firstBitmap, reference.bitmap)
    let unlikeDirect = BitmapComparison.differingPixels(firstBitmap, directBitmap)
    report.add(
      ResultRow(
        label: labels.direct, samples: pairs?[1],
        note: "\(Format.count(texts)) texts, each layout made on the way by a new PangoTextEngine"))
    report.add(
      ResultRow(
        label: labels.first, samples: pairs?[2], reference: labels.direct, target: .ratio(1.3, of: labels.direct),
        note: "\(Format.count(bodies)) bodies, \(Format.count(items)) display items; differs from the host's frame "
          + "in \(Format.count(unlikeHost)) pixels, from the direct drawing in \(Format.count(unlikeDirect)) "
          + "(the canvas's and the palette strip's clips, which it has not)"))
    for (index, phase) in ["build graph", "layout", "display list", "raster"].enumerated() {
      report.add(ResultRow(label: phase, samples: pairs?[index + 3], reference: labels.direct, isPhase: true))
    }
  }
}
