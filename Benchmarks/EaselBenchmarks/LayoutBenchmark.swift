import Easel

/// Lays a tree out at a window size: cold (a new graph, and for Pango a new engine), after a state change at the
/// root, and after a one-point resize; for each text engine, against the text measurement the layout asked for.
@MainActor
struct LayoutBenchmark<Content: View> {
  let name: String
  let summary: String
  let windowSize: CGSize
  /// The limit for a cold layout with fixed metrics, in milliseconds.
  let coldTarget: Double
  /// The tree to lay out; called once per graph, outside the timed region.
  let content: () -> Content

  func run(sampler: Sampler) -> BenchmarkReport {
    var report = BenchmarkReport(name: name, summary: summary)
    for kind in TextEngineKind.allCases { measure(kind, sampler: sampler, into: &report) }
    return report
  }

  private func measure(_ kind: TextEngineKind, sampler: Sampler, into report: inout BenchmarkReport) {
    let engineLabel = kind.label

    // One recorded layout tells what text the tree needs and how many bodies and measurements it takes.
    let recorder = RecordingTextEngine(base: kind.makeEngine())
    let recordedGraph = ViewGraph(BenchmarkRoot(model: RootModel(), content: content()), textEngine: recorder)
    recordedGraph.layout(in: windowSize)
    let distinct = recorder.distinctRequests
    let bodies = recordedGraph.bodyEvaluationCount

    // Baseline: the distinct measurements alone, on a new engine like the cold layout's.
    let baselineLabel = "text only, \(engineLabel)"
    let baseline = sampler.sample {
      let engine = kind.makeEngine()
      let start = ContinuousClock.now
      for request in distinct { _ = engine.measure(request) }
      let elapsed = ContinuousClock.now - start
      withExtendedLifetime(engine) {}
      return elapsed
    }
    report.add(
      ResultRow(
        label: baselineLabel, samples: baseline,
        note: "\(Format.count(distinct.count)) distinct texts measured once each"))

    // Cold: build the graph (every body runs) and lay it out.
    let cold = sampler.sample {
      let engine = kind.makeEngine()
      let root = BenchmarkRoot(model: RootModel(), content: content())
      let start = ContinuousClock.now
      let graph = ViewGraph(root, textEngine: engine)
      graph.layout(in: windowSize)
      let elapsed = ContinuousClock.now - start
      // Freeing the tree is teardown, not layout.
      withExtendedLifetime(graph) {}
      return elapsed
    }
    report.add(
      ResultRow(
        label: "cold, \(engineLabel)", samples: cold, reference: baselineLabel,
        target: kind == .fixedMetrics ? .milliseconds(coldTarget) : nil,
        note: "\(Format.count(bodies)) bodies, \(Format.count(recorder.requests.count)) measure calls"))

    // Warm: one graph, already laid out; the root's state changes, then update and layout again.
    let model = RootModel()
    let graph = ViewGraph(BenchmarkRoot(model: model, content: content()), textEngine: kind.makeEngine())
    graph.layout(in: windowSize)
    let bodiesBefore = graph.bodyEvaluationCount
    let stateChange = sampler.sample {
      model.counter += 1
      let start = ContinuousClock.now
      graph.update()
      graph.layout(in: windowSize)
      return ContinuousClock.now - start
    }
    let bodiesPerChange = Double(graph.bodyEvaluationCount - bodiesBefore) / Double(stateChange.count + sampler.warmupRuns)
    report.add(
      ResultRow(
        label: "state change at root, \(engineLabel)", samples: stateChange, reference: baselineLabel,
        note: "\(Format.number(bodiesPerChange)) bodies re-run per change"))

    // Warm resize: the same graph narrowed by 1 to 63 points in turn, so no proposal repeats within the four
    // sizes each node caches, as during a window resize: every node is measured and placed again.
    var step = 0
    let resize = sampler.sample {
      step += 1
      let size = CGSize(width: windowSize.width - CGFloat(1 + step % 63), height: windowSize.height)
      let start = ContinuousClock.now
      graph.layout(in: size)
      return ContinuousClock.now - start
    }
    report.add(
      ResultRow(
        label: "resize by 1 pt, \(engineLabel)", samples: resize, reference: baselineLabel,
        note: "graph kept, new width each run"))
  }
}
