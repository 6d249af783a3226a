import Easel
import EaselTesting

/// A vertical `ScrollView` of text rows in a `LazyVStack`: the first frame and the frames of wheel scrolling, for
/// 100,000 rows against the same for 50 rows in the same run. A lazy stack builds only the visible rows, so both
/// should cost the same per frame.
@MainActor
struct ScrollBenchmark {
  static let name = "scroll-100k"
  static let rowCount = 100_000
  static let baselineCount = 50
  /// Frames per sampled run; the run reports the mean frame.
  static let framesPerRun = 120
  /// The wheel delta of a frame, in points.
  static let step: CGFloat = 24

  private let size = CGSize(width: 800, height: 600)

  func run(sampler: Sampler) -> BenchmarkReport {
    var report = BenchmarkReport(
      name: Self.name,
      summary: "ScrollView { LazyVStack { ForEach(0..<n) { Text } } }, 800×600, fixed text metrics; first frame "
        + "(build, layout, display list) and wheel-scroll frames (update, layout, display list)")
    let small = measure(count: Self.baselineCount, sampler: sampler)
    let medium = measure(count: 1_000, sampler: sampler)
    let large = measure(count: Self.rowCount, sampler: sampler)
    report.add(ResultRow(label: "first frame, 50 rows", samples: small.first))
    report.add(
      ResultRow(
        label: "first frame, 100,000 rows", samples: large.first, reference: "first frame, 50 rows",
        target: .ratio(2, of: "first frame, 50 rows")))
    report.add(ResultRow(label: "scroll frame, 50 rows", samples: small.frame))
    // 50 rows fit in what the lazy stack keeps built, so their frames build no row; from 1,000 rows on, a frame
    // builds the rows coming into view, whatever the count.
    report.add(
      ResultRow(label: "scroll frame, 1,000 rows", samples: medium.frame, reference: "scroll frame, 50 rows"))
    report.add(
      ResultRow(
        label: "scroll frame, 100,000 rows", samples: large.frame, reference: "scroll frame, 50 rows",
        target: .ratio(1.5, of: "scroll frame, 50 rows")))
    return report
  }

  private func content(count: Int) -> some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 4) {
        ForEach(0..<count) { index in Text("Row \(index): the quick brown fox jumps over the lazy dog") }
      }
    }
  }

  private func measure(count: Int, sampler: Sampler) -> (first: Samples?, frame: Samples?) {
    let first = sampler.sample {
      var watch = Stopwatch()
      let graph = ViewGraph(content(count: count), textEngine: FixedMetricsTextEngine())
      graph.layout(in: size)
      _ = graph.displayList()
      watch.lap()
      withExtendedLifetime(graph) {}
      return watch.total
    }
    let graph = ViewGraph(content(count: count), textEngine: FixedMetricsTextEngine())
    graph.layout(in: size)
    _ = graph.displayList()
    let center = CGPoint(x: size.width / 2, y: size.height / 2)
    var direction: CGFloat = 1
    var time: TimeInterval = 0
    let frame = sampler.sample {
      var watch = Stopwatch()
      for _ in 0..<Self.framesPerRun {
        time += 1.0 / 60
        // At an end of the content the scroll comes back, so every frame moves it.
        if !graph.dispatch(
          ScrollEvent(delta: CGSize(width: 0, height: Self.step * direction), location: center, time: time))
        {
          direction = -direction
          graph.dispatch(
            ScrollEvent(delta: CGSize(width: 0, height: Self.step * direction), location: center, time: time))
        }
        graph.advanceTime(to: time)
        graph.flush(through: .update)
        graph.layout(in: size)
        _ = graph.displayList()
      }
      watch.lap()
      return watch.total / Self.framesPerRun
    }
    return (first, frame)
  }
}
