import Foundation
import Fuzzing
import Parsta

/// The campaign: deals each phase's streams and inputs in slices to worker processes, one per job, so that it uses
/// every processor and survives crashes. A worker that crashes leaves its journal, which names the stream or input
/// that crashed it; the campaign records it, shrinks a crashing stream by replaying it in fresh processes, and goes on
/// with the rest of the slice in a new worker.
@MainActor
struct Campaign {
  let options: CampaignOptions
  private let pool: WorkerPool
  private let checkpoint: CheckpointFile

  init(options: CampaignOptions) throws {
    self.options = options
    pool = try WorkerPool(jobs: options.jobs)
    checkpoint = CheckpointFile(budget: options.budget, build: options.build, file: options.checkpoint)
  }

  func run() async throws -> CampaignSummary {
    var summary = CampaignSummary(budget: options.budget)
    summary.events = playStreams(into: &summary)
    // No mutations asked for, no input phase: a campaign of streams alone (the crash self-test) skips it.
    if options.budget.inputsPerFormat > 0 {
      for format in try InputFormats.all(parstaContent: ContentLibrary.bundled()) {
        summary.inputs.append(readInputs(of: format, into: &summary))
      }
    }
    if options.budget.kills > 0 { summary.kills = try await Self.kill(options.budget.kills, checkpoint: checkpoint) }
    summary.duration = checkpoint.duration
    summary.sittings = checkpoint.current.sittings
    pool.removeFiles()
    checkpoint.remove()
    return summary
  }

  /// Kills each saving app `kills` times, in batches the checkpoint records; the kills start their own probe
  /// processes.
  private nonisolated static func kill(_ kills: Int, checkpoint: CheckpointFile) async throws -> [KillReport] {
    let apps: [(Range<Int>, (Int) -> Void) async throws -> KillReport] = [
      { try await KillCampaign.emojiArt(kills: $0, progress: $1) },
      { try await KillCampaign.parsta(kills: $0, progress: $1) },
    ]
    var reports = checkpoint.current.kills
    var bar = ProgressBar("kills", total: 2 * kills, alreadyDone: reports.reduce(0) { $0 + $1.kills })
    for (app, killApp) in apps.enumerated() {
      // The app's report so far: the checkpoint's, or none before its first batch (the batch names it).
      var report = app < reports.count ? reports[app] : nil
      while (report?.kills ?? 0) < kills {
        let done = report?.kills ?? 0
        let failures = reports.failureCount
        let batch = try await killApp(done..<min(done + 50, kills)) {
          bar.update(app * kills + done + $0, failures: failures)
        }
        var merged = report ?? KillReport(name: batch.name)
        merged.merge(batch)
        report = merged
        reports = Array(reports.prefix(app)) + [merged]
        checkpoint.update { [reports] in $0.kills = reports }
      }
    }
    bar.update(2 * kills, failures: reports.failureCount)
    return reports
  }

  private func playStreams(into summary: inout CampaignSummary) -> EventFuzzReport {
    let (budget, plantedCrash) = (options.budget, options.plantedCrash)
    // Slices of whole windows play the same windows as one process playing every stream would.
    let round = EventFuzzer(screens: WorkerSlice.screens(plantedCrash: plantedCrash)).windowRound
    let slices = stride(from: 0, to: budget.streams, by: round).map { $0..<min($0 + round, budget.streams) }
    let checkpoint = checkpoint
    let outcomes = pool.run(
      slices, title: "event streams", done: checkpoint.current.streams,
      finished: { slice, outcome in checkpoint.update { $0.streams[slice.lowerBound] = outcome } }
    ) { indices, files in
      StreamSlice.play(indices, seed: budget.seed, plantedCrash: plantedCrash, files: files)
    }
    var report = EventFuzzReport()
    for outcome in outcomes {
      report.merge(outcome.report)
      summary.workerErrors += outcome.errors
    }
    let shrinker = CrashShrinker(plantedCrash: plantedCrash, folder: pool.folder)
    for crash in outcomes.flatMap(\.crashes) {
      let failure = shrinker.failure(for: crash)
      if !report.failures.contains(where: { $0.isSameFault(as: failure) }) { report.failures.append(failure) }
    }
    return report
  }

  private func readInputs(of format: InputFormat, into summary: inout CampaignSummary) -> InputFuzzReport {
    let (budget, name) = (options.budget, format.name)
    let all = InputFuzzer.inputs(of: format, mutations: budget.inputsPerFormat)
    let size = 1_000
    let slices = stride(from: all.lowerBound, to: all.upperBound, by: size).map {
      $0..<min($0 + size, all.upperBound)
    }
    let checkpoint = checkpoint
    let outcomes = pool.run(
      slices, title: name, done: checkpoint.current.inputs[name] ?? [:],
      finished: { slice, outcome in checkpoint.update { $0.inputs[name, default: [:]][slice.lowerBound] = outcome } }
    ) { indices, files in
      InputSlice.read(indices, of: name, seed: budget.seed, files: files)
    }
    var report = InputFuzzReport(format: name)
    for outcome in outcomes {
      report.merge(outcome.report)
      summary.workerErrors += outcome.errors
    }
    return report
  }
}
