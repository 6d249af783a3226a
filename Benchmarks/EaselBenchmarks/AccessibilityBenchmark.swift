import Easel
import EaselCairo
import EaselTesting
import EmojiArt
import Foundation

/// What a screen reader costs a frame: the accessibility phase (the graph's accessibility tree, which the GTK bridge
/// compares with its proxies after each frame) on a 1,000-row list and on the EmojiArt app's canvas of 10,000
/// emojis, against the frame it follows; and the canvas's frames with and without a reader, since EmojiArt
/// describes each emoji only while one runs.
///
/// Without an assistive technology the bridge builds no tree (it follows `org.a11y.Status`), so the phase costs
/// nothing; the rows with "no reader" measure what is left: the frame itself.
@MainActor
struct AccessibilityBenchmark {
  static let name = "accessibility"
  static let rows = 1_000
  static let emojis = 10_000
  static let listSize = CGSize(width: 800, height: 600)
  /// The share of its frame the accessibility phase may take, from the issue.
  static let phaseShare = 0.10

  private let background = Color.Resolved(red: 1, green: 1, blue: 1)

  /// A list whose rows all stay built (a `VStack` in a `ScrollView`), one row of which a model changes.
  struct RowList: View {
    let model: RowModel
    var body: some View {
      ScrollView {
        VStack(alignment: .leading, spacing: 4) {
          ForEach(0..<AccessibilityBenchmark.rows, id: \.self) { index in
            RowView(model: model, index: index)
          }
        }
        .padding()
      }
    }
  }

  struct RowView: View {
    let model: RowModel
    let index: Int
    var body: some View {
      HStack {
        Text("Row \(index)").bold()
        Text(index == model.changed ? "changed \(model.version)" : "the quick brown fox")
        Spacer()
        Toggle("Done", isOn: .constant(index % 3 == 0)).labelsHidden()
      }
    }
  }

  @Observable final class RowModel {
    var changed = 0
    var version = 0
  }

  /// The number of elements in `tree`, children included.
  private static func count(_ tree: [AccessibilityElement]) -> Int {
    tree.reduce(0) { $0 + 1 + count($1.children) }
  }

  func run(sampler: Sampler) -> BenchmarkReport {
    var report = BenchmarkReport(
      name: Self.name,
      summary: "the accessibility phase (ViewGraph.accessibilityTree) after a frame with one change, against that "
        + "frame (update, layout, display list, raster of the damage), Pango, Cairo")
    measureList(sampler: sampler, into: &report)
    measureCanvas(sampler: sampler, into: &report)
    return report
  }

  private func measureList(sampler: Sampler, into report: inout BenchmarkReport) {
    let model = RowModel()
    let window = LiveWindow(size: Self.listSize, background: background) { engine in
      ViewHost(RowList(model: model), size: Self.listSize, textEngine: engine)
    }
    let frame = "list of \(Format.count(Self.rows)): frame, one row changed"
    let phase = "list of \(Format.count(Self.rows)): accessibility phase"
    var tree: [AccessibilityElement] = []
    let frames = sampler.sample {
      var watch = Stopwatch()
      model.version += 1
      window.incrementalFrame(&watch)
      return watch.total
    }
    // Each tree follows a frame with one change, as the bridge's does; counting its elements is no part of it.
    let trees = sampler.sample {
      model.version += 1
      var frameWatch = Stopwatch()
      window.incrementalFrame(&frameWatch)
      // The bridge lets each tree go once its proxies follow it.
      tree = []
      var watch = Stopwatch()
      tree = window.host.graph.accessibilityTree()
      watch.lap()
      return watch.total
    }
    report.add(ResultRow(label: frame, samples: frames, note: "a row's text changes; the others stay"))
    report.add(
      ResultRow(
        label: phase, samples: trees, reference: frame, target: .ratio(Self.phaseShare, of: frame),
        note: "\(Format.count(Self.count(tree))) elements"))
  }

  private func measureCanvas(sampler: Sampler, into report: inout BenchmarkReport) {
    let store = PaletteStore(
      file: FileManager.default.temporaryDirectory.appendingPathComponent(
        "accessibility-\(UUID().uuidString)/palettes.json"))
    let document = EmojiArtDocument(EmojiArtCanvasBenchmark.art(count: Self.emojis))
    let size = EmojiArtCanvasBenchmark.windowSize
    let count = Format.count(Self.emojis)
    var frameLabels: [Bool: String] = [:]
    for reader in [false, true] {
      let label = "canvas of \(count): move one emoji, " + (reader ? "reader" : "no reader")
      frameLabels[reader] = label
      let window = LiveWindow(size: size, background: background) { engine in
        let host = ViewHost(
          EmojiArtDocumentView(document: document).environmentObject(store), size: size,
          textEngine: engine)
        host.graph.rootEnvironment.accessibilityEnabled = reader
        return host
      }
      window.redrawAll()
      var forward = true
      let moved = document.emojis[document.emojis.count - 1].id
      let frames = sampler.sample {
        var watch = Stopwatch()
        document.moveEmojis([moved], by: CGSize(width: forward ? 24 : -24, height: 0), undoManager: nil)
        forward.toggle()
        window.incrementalFrame(&watch)
        return watch.total
      }
      report.add(
        ResultRow(
          label: label, samples: frames, reference: reader ? frameLabels[false] : nil,
          note: reader
            ? "each emoji an element named by its Unicode name, as EmojiArt describes them while a reader runs"
            : "the canvas as drawn without an assistive technology"))
      guard reader else { continue }
      var tree: [AccessibilityElement] = []
      let trees = sampler.sample {
        document.moveEmojis([moved], by: CGSize(width: forward ? 24 : -24, height: 0), undoManager: nil)
        forward.toggle()
        var frameWatch = Stopwatch()
        window.incrementalFrame(&frameWatch)
        tree = []
        var watch = Stopwatch()
        tree = window.host.graph.accessibilityTree()
        watch.lap()
        return watch.total
      }
      report.add(
        ResultRow(
          label: "canvas of \(count): accessibility phase", samples: trees, reference: label,
          target: .ratio(Self.phaseShare, of: label), note: "\(Format.count(Self.count(tree))) elements"))
    }
  }
}
