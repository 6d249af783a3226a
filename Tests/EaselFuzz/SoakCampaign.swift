import Foundation
import Fuzzing

/// The soak (`make soak`): each app's main window takes `streams` streams in a worker process of its own, `jobs` at a
/// time, sampled every `sampleEvery` (``Soak``); then the samples are written as CSV with their chart, and a table
/// says what each window held at the end of its warm-up and at the end.
@MainActor
struct SoakCampaign {
  /// How one app's worker ended: its last report, and what it said if it crashed.
  struct Outcome: Sendable, SliceFailures {
    var report: SoakReport?
    var crash: String?

    var failureCount: Int { (report?.problems.count ?? 0) + (crash == nil ? 0 : 1) }
  }

  let options: SoakOptions
  private let pool: WorkerPool

  init(options: SoakOptions) throws {
    self.options = options
    pool = try WorkerPool(jobs: options.jobs)
  }

  /// Soaks every app's window and writes the samples; returns whether every window stayed flat.
  func run() throws -> Bool {
    let started = Date()
    let screens = SoakScreen.all
    let streams = options.streams
    // One slice per app, as long as its streams, so that the bar counts streams.
    let slices = screens.indices.map { $0 * streams..<($0 + 1) * streams }
    let options = options
    let outcomes = pool.run(slices, title: "soak") { slice, files in
      Self.soak(app: slice.lowerBound / max(1, streams), options, files: files)
    }
    pool.removeFiles()
    let reports = outcomes.compactMap(\.report)
    try FileManager.default.createDirectory(at: options.output, withIntermediateDirectories: true)
    try SoakReport.csv(reports).write(
      to: options.output.appendingPathComponent("samples.csv"), atomically: true, encoding: .utf8)
    try SoakChart(reports: reports).svg.write(
      to: options.output.appendingPathComponent("chart.svg"), atomically: true, encoding: .utf8)
    print(Self.table(outcomes, seed: options.seed, duration: Date().timeIntervalSince(started)))
    return outcomes.allSatisfy { $0.failureCount == 0 && $0.report != nil }
  }

  /// Runs the worker of app `app` to its end, and says how it went.
  private nonisolated static func soak(app: Int, _ options: SoakOptions, files: WorkerPool.Files) -> Outcome {
    try? FileManager.default.removeItem(at: files.report)
    let ending = WorkerProcess.run(
      ["worker", "soak", "--app", "\(app)", "--journal", files.journal.path, "--report", files.report.path]
        + options.arguments, errors: files.errors, environment: SoakSample.environment)
    let report = (try? Data(contentsOf: files.report)).flatMap { try? JSONDecoder().decode(SoakReport.self, from: $0) }
    guard ending != .exited(0) else { return Outcome(report: report) }
    var crash = "the worker ended with \(ending)"
    if case .streams(_, let streams)? = FuzzJournal.read(files.journal), let last = streams.last {
      crash += " in stream \(last.index) (seed \(last.seed))"
    }
    if let message = WorkerProcess.crashMessage(in: files.errors) { crash += ": \(message)" }
    return Outcome(report: report, crash: crash)
  }

  /// The soak's figures as a Markdown table, then every problem.
  private static func table(_ outcomes: [Outcome], seed: UInt64, duration: TimeInterval) -> String {
    func change(_ report: SoakReport, _ measure: (SoakSample) -> String) -> String {
      guard let baseline = report.baseline, let last = report.samples.last else { return "–" }
      return "\(measure(baseline)) → \(measure(last))"
    }
    func megabytes(_ bytes: KeyPath<SoakSample, Int>) -> (SoakSample) -> String {
      { "\($0[keyPath: bytes] / 1_000_000) MB" }
    }
    var lines = [
      "Soak, seed \(seed), \(ProgressBar.clock(duration)).", "",
      "| Window | Streams | Events | Heap in use | Anonymous memory | Resident memory | Live nodes | Live GObjects "
        + "| Open files | Problems |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    var problems: [String] = []
    for outcome in outcomes {
      guard let report = outcome.report else {
        lines.append("| ? | 0 | 0 | – | – | – | – | – | – | 1 |")
        problems += outcome.crash.map { [$0] } ?? []
        continue
      }
      lines.append(
        "| \(report.app) | \(report.streams) | \(report.events) | \(change(report, megabytes(\.heapBytes))) "
          + "| \(change(report, megabytes(\.anonymousBytes))) | \(change(report, megabytes(\.residentBytes))) "
          + "| \(change(report) { "\($0.liveNodes)" }) | \(change(report) { "\($0.liveGObjects)" }) "
          + "| \(change(report) { "\($0.openFiles)" }) | \(outcome.failureCount) |")
      problems +=
        report.problems.map { "\(report.app): \($0)" } + (outcome.crash.map { ["\(report.app): \($0)"] } ?? [])
    }
    return (lines + (problems.isEmpty ? [] : ["", "Problems:"] + problems)).joined(separator: "\n")
  }
}
