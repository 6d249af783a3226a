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

  init(options: CampaignOptions) throws {
    self.options = options
    pool = try WorkerPool(jobs: options.jobs)
  }

  func run() async throws -> CampaignSummary {
    var summary = CampaignSummary(budget: options.budget)
    let started = Date()
    summary.events = playStreams(into: &summary)
    // No mutations asked for, no input phase: a campaign of streams alone (the crash self-test) skips it.
    if options.budget.inputsPerFormat > 0 {
      for format in try InputFormats.all(parstaContent: ContentLibrary.bundled()) {
        summary.inputs.append(readInputs(of: format, into: &summary))
      }
    }
    if options.budget.kills > 0 { summary.kills = try await Self.kill(options.budget.kills) }
    summary.duration = Date().timeIntervalSince(started)
    pool.removeFiles()
    return summary
  }

  /// Kills each saving app `kills` times; the kills start their own probe processes.
  private nonisolated static func kill(_ kills: Int) async throws -> [KillReport] {
    var bar = ProgressBar("kills", total: 2 * kills)
    let emojiArt = try await KillCampaign.emojiArt(kills: kills) { bar.update($0) }
    let parsta = try await KillCampaign.parsta(kills: kills) { bar.update(kills + $0) }
    return [emojiArt, parsta]
  }

  private func playStreams(into summary: inout CampaignSummary) -> EventFuzzReport {
    let (budget, plantedCrash) = (options.budget, options.plantedCrash)
    // Slices of whole windows play the same windows as one process playing every stream would.
    let round = EventFuzzer(screens: WorkerSlice.screens(plantedCrash: plantedCrash)).windowRound
    let slices = stride(from: 0, to: budget.streams, by: round).map { $0..<min($0 + round, budget.streams) }
    let outcomes = pool.run(slices, title: "event streams") { indices, files in
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
    let outcomes = pool.run(slices, title: name) { indices, files in
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
