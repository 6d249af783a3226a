import Easel
import EaselCairo
import EaselTesting

/// 10,000 emojis placed with `.position` in a `ZStack`: a full frame against drawing the same glyphs directly,
/// and the next frame after moving one emoji, which must only redraw what changed.
@MainActor
struct CanvasBenchmark {
  static let name = "canvas-10k"
  static let emojiCount = 10_000

  private let background = Color.Resolved(red: 1, green: 1, blue: 1)

  func run(sampler: Sampler) -> BenchmarkReport {
    let size = CanvasModel.canvasSize
    var report = BenchmarkReport(
      name: Self.name,
      summary: "\(Format.count(Self.emojiCount)) emojis (30 kinds, 16–96 pt) in a ZStack, \(Int(size.width))×"
        + "\(Int(size.height)), Pango, cached layouts")
    let model = CanvasModel(count: Self.emojiCount)
    // A fresh engine with the default capacity, which holds every measured and drawn layout of this canvas
    // (30 kinds × 81 sizes, each measured at the canvas width and drawn at its own).
    let engine = PangoTextEngine()
    let renderer = CairoRenderer(textEngine: engine)
    let pixelWidth = Int(size.width)
    let pixelHeight = Int(size.height)

    // A first frame fills the text cache, and gives the baseline its glyphs and the checks their reference.
    let reference = ViewGraph(EmojiCanvas(model: model), textEngine: engine)
    reference.layout(in: size)
    let referenceList = reference.displayList()
    let easelBitmap = CairoBitmap(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    easelBitmap.render(referenceList, background: background, renderer: renderer)

    // The baseline and the full frame run in pairs, so both see the same machine: the cores are shared, and a
    // neighbour's build would otherwise land in one measurement and not the other.
    let direct = DirectCanvasRenderer(engine: engine, drawing: referenceList)
    let directBitmap = CairoBitmap(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    let fullBitmap = CairoBitmap(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    var bodies = 0
    var itemCount = 0
    let pairs = sampler.sample {
      let directStart = ContinuousClock.now
      direct.draw(into: directBitmap, background: background)
      let directDuration = ContinuousClock.now - directStart

      // Full frame: the first frame of a new graph over the same model — every body runs, everything is laid
      // out, listed and drawn. The text cache is warm, as the baseline's is.
      var watch = Stopwatch()
      let graph = ViewGraph(EmojiCanvas(model: model), textEngine: engine)
      watch.lap()
      graph.layout(in: size)
      watch.lap()
      let list = graph.displayList()
      watch.lap()
      fullBitmap.render(list, background: background, renderer: renderer)
      watch.lap()
      (bodies, itemCount) = (graph.bodyEvaluationCount, list.items.count)
      withExtendedLifetime(graph) {}
      return [directDuration + watch.total, directDuration] + watch.totalAndLaps
    }
    let differences = BitmapComparison.differingPixels(easelBitmap, directBitmap)
    report.add(
      ResultRow(
        label: "direct Cairo/Pango", samples: pairs?[1],
        note: "\(Format.count(direct.count)) cached layouts drawn; Easel's frame differs in "
          + "\(Format.count(differences)) pixels"))
    report.add(
      ResultRow(
        label: "full frame", samples: pairs?[2], reference: "direct Cairo/Pango",
        target: .ratio(1.15, of: "direct Cairo/Pango"),
        note: "\(Format.count(bodies)) bodies, \(Format.count(itemCount)) display items"))
    for (index, phase) in ["build graph", "layout", "display list", "raster"].enumerated() {
      report.add(
        ResultRow(label: phase, samples: pairs?[index + 3], reference: "direct Cairo/Pango", isPhase: true))
    }

    // From here on one graph lives on, producing frame after frame into the same bitmap, as a window's would.
    let graph = ViewGraph(EmojiCanvas(model: model), textEngine: engine)
    graph.layout(in: size)
    let movingBitmap = CairoBitmap(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    movingBitmap.render(graph.displayList(), background: background, renderer: renderer)

    // Move one emoji: only its body runs, and only the damage is redrawn.
    var random = SeededGenerator(seed: 0x30_4E)
    let bodiesBefore = graph.bodyEvaluationCount
    var damagedArea: CGFloat = 0
    var moves = 0
    let move = sampler.sample {
      let emoji = model.emojis[Int.random(in: 0..<model.emojis.count, using: &random)]
      var watch = Stopwatch()
      emoji.position.x += emoji.position.x < size.width / 2 ? 24 : -24
      graph.flush(through: .update)
      watch.lap()
      graph.layout(in: size)
      watch.lap()
      let list = graph.displayList()
      watch.lap()
      let damage = graph.displayListDamage
      movingBitmap.render(list, background: background, damage: damage, renderer: renderer)
      watch.lap()
      damagedArea += damage.isNull ? 0 : damage.width * damage.height
      moves += 1
      return watch.totalAndLaps
    }
    let bodiesPerMove = Double(graph.bodyEvaluationCount - bodiesBefore) / Double(max(1, moves))
    let averageDamage = Int(damagedArea / CGFloat(max(1, moves)))
    // The incremental frames must add up to what a full redraw of the last list shows.
    let check = CairoBitmap(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    check.render(graph.displayList(), background: background, renderer: renderer)
    let stale = BitmapComparison.differingPixels(movingBitmap, check)
    report.add(
      ResultRow(
        label: "move one emoji", samples: move?[0], reference: "raster damage",
        target: .ratio(1.2, of: "raster damage"),
        note: "\(Format.number(bodiesPerMove)) bodies, damage \(Format.count(averageDamage)) pt²; "
          + "\(Format.count(stale)) pixels differ from a full redraw"))
    let movePhases = ["state change and update", "layout", "display list and its damage", "raster damage"]
    for (index, phase) in movePhases.enumerated() {
      report.add(ResultRow(label: phase, samples: move?[index + 1], reference: "full frame", isPhase: true))
    }

    // A key press no view takes (the canvas has no key handler): key dispatch asks only the views registered for
    // keys, so this should cost next to nothing however many views the window holds.
    let press = KeyPress(key: "q", characters: "q", modifiers: [])
    let unhandled = sampler.sample {
      let start = ContinuousClock.now
      graph.dispatch(press)
      return ContinuousClock.now - start
    }
    report.add(
      ResultRow(
        label: "a key press no view takes", samples: unhandled, reference: "raster damage",
        note: "dispatch to the focused view, the shortcuts, menu commands and key handlers"))

    // Every emoji moved: the same work as a full frame except building the graph — each body runs again, and
    // everything is laid out, listed and drawn. One point back and forth, so the canvas stays the same. Last, as
    // it has no target: when it is slow, the deadline skips it rather than the measurements that have one.
    var offset: CGFloat = 1
    let allMovedBodies = graph.bodyEvaluationCount
    var allMovedRuns = 0
    let allMoved = sampler.sample {
      var watch = Stopwatch()
      for emoji in model.emojis { emoji.position.x += offset }
      offset = -offset
      graph.flush(through: .update)
      watch.lap()
      graph.layout(in: size)
      watch.lap()
      let list = graph.displayList()
      watch.lap()
      movingBitmap.render(list, background: background, renderer: renderer)
      watch.lap()
      allMovedRuns += 1
      return watch.totalAndLaps
    }
    report.add(
      ResultRow(
        label: "every emoji moved", samples: allMoved?[0], reference: "direct Cairo/Pango",
        note: "\(Format.number(Double(graph.bodyEvaluationCount - allMovedBodies) / Double(max(1, allMovedRuns)))) "
          + "bodies; the graph is kept, so this is a full frame without building it"))
    for (index, phase) in ["state changes and update", "layout", "display list", "raster"].enumerated() {
      report.add(
        ResultRow(label: phase, samples: allMoved?[index + 1], reference: "direct Cairo/Pango", isPhase: true))
    }
    return report
  }
}
