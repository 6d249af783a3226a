import Easel
import EaselCairo
import EaselTesting
import EmojiArtLecture8

/// A window's worth of frames of a document view: one `ViewHost` whose graph lives on, drawing frame after frame
/// into the same bitmap as a window would, redrawing only the damage of each incremental frame.
@MainActor
final class LiveWindow {
  let host: ViewHost
  /// What the last frame drew.
  let bitmap: CairoBitmap
  private let renderer: CairoRenderer
  private let background: Color.Resolved
  private var damagedArea: CGFloat = 0
  private var damagedFrames = 0

  /// A window of the course's document view over `document`.
  convenience init(document: EmojiArtSeed, size: CGSize, background: Color.Resolved) {
    self.init(size: size, background: background) { engine in
      ViewHost(document.makeView(), size: size, textEngine: engine)
    }
  }

  /// A window of the host that `makeHost` makes with the window's text engine.
  init(size: CGSize, background: Color.Resolved, makeHost: (PangoTextEngine) -> ViewHost) {
    let engine = PangoTextEngine()
    renderer = CairoRenderer(textEngine: engine)
    host = makeHost(engine)
    // A window's frames, not a test's: no second list from scratch to check each against.
    host.graph.verifiesDisplayList = false
    self.background = background
    bitmap = CairoBitmap(pixelWidth: Int(size.width), pixelHeight: Int(size.height))
    redrawAll()
  }

  /// The display list of the window as it is now.
  func currentList() -> DisplayList {
    host.layout()
    return host.graph.displayList()
  }

  /// Lists and draws the whole window.
  func redrawAll() {
    bitmap.render(currentList(), background: background, renderer: renderer)
  }

  /// The baseline row `label`: the whole window listed and drawn again with nothing changed.
  func staticRedraw(label: String, sampler: Sampler) -> ResultRow {
    let samples = sampler.sample {
      var watch = Stopwatch()
      redrawAll()
      watch.lap()
      return watch.total
    }
    return ResultRow(
      label: label, samples: samples,
      note: "nothing changed: update and layout (no work), display list and raster of the whole window")
  }

  /// The frame after a change: update, layout, the display list with its damage, and the raster of the damage
  /// only, each a lap of `watch`.
  func incrementalFrame(_ watch: inout Stopwatch) {
    let graph = host.graph
    graph.flush(through: .update)
    watch.lap()
    graph.layout(in: host.size)
    watch.lap()
    // The list is not kept past the frame: the graph patches its own copy in place.
    let list = graph.displayList()
    watch.lap()
    let damage = graph.displayListDamage
    bitmap.render(list, background: background, damage: damage, renderer: renderer)
    watch.lap()
    // A damage may be unbounded (everything): what it covers of the window counts.
    let covered = damage.intersection(CGRect(origin: .zero, size: host.size))
    damagedArea += covered.isNull ? 0 : covered.width * covered.height
    damagedFrames += 1
  }

  /// The bodies per frame, the mean damage of the incremental frames since the last summary, and whether they
  /// drew what a full redraw of the last list draws.
  func summary(bodies: Int, frames: Int) -> String {
    let check = CairoBitmap(pixelWidth: bitmap.pixelWidth, pixelHeight: bitmap.pixelHeight)
    check.render(currentList(), background: background, renderer: renderer)
    let stale = BitmapComparison.differingPixels(bitmap, check)
    let meanDamage = Int(damagedArea / CGFloat(max(1, damagedFrames)))
    (damagedArea, damagedFrames) = (0, 0)
    return "\(Format.number(Double(bodies) / Double(max(1, frames)))) bodies and damage "
      + "\(Format.count(meanDamage)) pt² per frame; \(Format.count(stale)) pixels differ from a full redraw"
  }
}
