import Easel
import EaselTesting
import Foundation
import Parsta

/// parSta!'s frames against the 16.7 ms of a 60 Hz display, through a headless window of the real app (Pango text,
/// Cairo drawing): opening today's quiz (the database read, the build and its first frame), the frames of a tab
/// switch's fade, and those of the news carousel turning a page. The baseline is a frame with nothing changed.
@MainActor
struct ParstaFramesBenchmark {
  static let name = "parsta-frames"
  /// A 60 Hz display's frame.
  static let displayFrame = 1000.0 / 60
  /// Frames per sampled animation run; the run reports the mean frame.
  static let framesPerRun = 30

  func run(sampler: Sampler) -> BenchmarkReport {
    var report = BenchmarkReport(
      name: Self.name,
      summary: "parSta! in a 390×800 ViewHost with its bundled content and an empty store: quiz opening, tab fade "
        + "and carousel frames (update, layout, display list, raster)")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parsta-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let clock = ParstaEnvironment(
      dataFolder: folder, feedURL: URL(string: "http://127.0.0.1:9/feed.xml")!, searchPath: "")
    let model = ParstaModel(environment: clock)
    model.openNow()
    let defaults = UserDefaults(suiteName: "parsta-bench-\(UUID().uuidString)")!
    defaults.set("en", forKey: "parsta.language")
    let host = ViewHost(ParstaRootView(model: model, defaults: defaults), size: CGSize(width: 390, height: 800))
    // Frames as a window draws them, without the test's check of each list against one drawn from scratch.
    host.graph.verifiesDisplayList = false
    host.layout()
    settle(host)

    let still = sampler.sample { time { _ = host.render() } }
    var opened = 0
    var runs = 0
    let quiz = sampler.sample {
      defer {
        runs += 1
        if host.find(text: "1 / 5") != nil { opened += 1 }
        _ = host.key(.escape, modifiers: [])
        settle(host)
      }
      return time {
        _ = host.tap(text: "Daily Quiz")
        _ = host.render()
      }
    }
    let tabs = sampler.sample {
      defer {
        _ = host.key("2", modifiers: .command)
        settle(host)
      }
      _ = host.key("1", modifiers: .command)
      return animationFrames(host)
    }
    let carousel = sampler.sample {
      // Up to just before the 3 s timer turns the page, then the frames of the turn.
      host.advance(by: 2.95)
      return animationFrames(host)
    }
    let baseline = "frame, nothing changed"
    let frame = Target.milliseconds(Self.displayFrame)
    report.add(ResultRow(label: baseline, samples: still))
    report.add(
      ResultRow(
        label: "open today's quiz", samples: quiz, reference: baseline, target: frame,
        note: "the quiz's first question shown after \(opened) of \(runs) runs"))
    report.add(ResultRow(label: "tab switch, mean frame", samples: tabs, reference: baseline, target: frame))
    report.add(ResultRow(label: "carousel page, mean frame", samples: carousel, reference: baseline, target: frame))
    return report
  }

  /// Lets animations end and the screen settle, untimed.
  private func settle(_ host: ViewHost) {
    for _ in 0..<60 { host.advance(by: 1.0 / 60) }
    _ = host.render()
  }

  /// The mean of ``framesPerRun`` frames, each a sixtieth of a second of animation then a render.
  private func animationFrames(_ host: ViewHost) -> Duration {
    let total = time {
      for _ in 0..<Self.framesPerRun {
        host.advance(by: 1.0 / 60)
        _ = host.render()
      }
    }
    return total / Self.framesPerRun
  }

  private func time(_ body: () -> Void) -> Duration {
    var watch = Stopwatch()
    body()
    watch.lap()
    return watch.total
  }
}
