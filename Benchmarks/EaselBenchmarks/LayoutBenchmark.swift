import Easel

/// Lays a tree out at a window size: cold (a new graph, and for Pango a new engine), after a state change at the
/// root, and after a one-point resize; for each text engine, against the text measurement the layout asked for,
/// and with Pango also against raw Pango from C laying out the same texts (``RawPangoBaseline``).
@MainActor
struct LayoutBenchmark<Content: View> {
  let name: String
  let summary: String
  let windowSize: CGSize
  /// The limit for a cold layout with fixed metrics, in milliseconds.
  let coldTarget: Double
  /// Whether the Pango targets apply (cold within 1.2× raw Pango, a resize within 16 ms): it sets them for
  /// the text-heavy messages, not for the grid, whose 20 short texts make raw Pango's time a poor yardstick.
  var hasPangoTargets = false
  /// The tree to lay out; called once per graph, outside the timed region.
  let content: () -> Content

  func run(sampler: Sampler) -> BenchmarkReport {
    var report = BenchmarkReport(name: name, summary: summary)
    for kind in TextEngineKind.selection { measure(kind, sampler: sampler, into: &report) }
    return report
  }

  private func measure(_ kind: TextEngineKind, sampler: Sampler, into report: inout BenchmarkReport) {
    let engineLabel = kind.label
    let baselineLabel = "text only, \(engineLabel)"
    let coldLabel = "cold, \(engineLabel)"
    let rawPangoLabel = "raw Pango, C"
    // The targets: layout's own cost with fixed metrics; with Pango, text measurement as cheap as Pango
    // itself and a resize that does not shape again.
    let coldTarget: Target? =
      kind == .fixedMetrics ? .milliseconds(coldTarget) : hasPangoTargets ? .ratio(1.2, of: rawPangoLabel) : nil
    let resizeTarget: Target? = kind == .pango && hasPangoTargets ? .milliseconds(16) : nil

    // A cold layout through a recorder tells what text the tree needs and how many bodies and measurements it
    // takes. Its graph then serves the warm measurements, and when it is slow it is also the one cold sample.
    let recorder = RecordingTextEngine(base: kind.makeEngine())
    let model = RootModel()
    let root = BenchmarkRoot(model: model, content: content())
    let recordingStart = ContinuousClock.now
    let graph = ViewGraph(root, textEngine: recorder)
    graph.layout(in: windowSize)
    let recordedDuration = ContinuousClock.now - recordingStart
    recorder.isRecording = false
    let distinct = recorder.distinctRequests
    let bodies = graph.bodyEvaluationCount

    // Baseline: the distinct measurements alone, on a new engine like the cold layout's.
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
        note: "\(Format.count(distinct.count)) distinct texts measured once each, on a new engine"))

    if kind == .pango {
      // The same texts laid out once each by Pango from C, cold like a new engine.
      let rawPango = RawPangoBaseline(requests: distinct)
      report.add(
        ResultRow(
          label: rawPangoLabel, samples: sampler.sample { rawPango.run() },
          note: "\(Format.count(rawPango.count)) distinct texts laid out once each at their widest width"))
    }

    // Cold: build the graph (every body runs) and lay it out.
    let cold = sampler.sample(known: recordedDuration >= sampler.slowRun ? [recordedDuration] : []) {
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
        label: coldLabel, samples: cold, reference: kind == .pango ? rawPangoLabel : baselineLabel, target: coldTarget,
        note: "\(Format.count(bodies)) bodies, \(Format.count(recorder.requests.count)) measure calls"
          + (recordedDuration >= sampler.slowRun ? "; measured once, while recording" : "")))

    // Warm: the recorded graph, already laid out; the root's state changes, then update and layout again.
    let bodiesBefore = graph.bodyEvaluationCount
    var changes = 0
    let stateChange = sampler.sample {
      model.counter += 1
      changes += 1
      let start = ContinuousClock.now
      graph.flush(through: .update)
      graph.layout(in: windowSize)
      return ContinuousClock.now - start
    }
    report.add(
      ResultRow(
        label: "state change at root, \(engineLabel)", samples: stateChange, reference: baselineLabel,
        note: "\(Format.number(Double(graph.bodyEvaluationCount - bodiesBefore) / Double(max(1, changes)))) "
          + "bodies re-run per change"))

    // Warm resize: the same graph narrowed by 1 to 63 points in turn, so no proposal repeats within the four
    // sizes each node caches, as during a window resize: every node is measured and placed again.
    var step = 0
    let resize = sampler.sample(estimate: cold.map { .milliseconds($0.minimum) }) {
      step += 1
      let size = CGSize(width: windowSize.width - CGFloat(1 + step % 63), height: windowSize.height)
      let start = ContinuousClock.now
      graph.layout(in: size)
      return ContinuousClock.now - start
    }
    report.add(
      ResultRow(
        label: "resize by 1 pt, \(engineLabel)", samples: resize, reference: baselineLabel, target: resizeTarget,
        note: resize == nil
          ? "a run would take about as long as a cold layout, past the benchmark's time budget"
          : "graph kept, a new width each run"))
  }
}
