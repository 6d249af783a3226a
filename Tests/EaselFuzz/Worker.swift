import Foundation
import Fuzzing
import Parsta

/// The work of a worker process: its slice of a phase, played in this process, its report rewritten after each
/// step so that the campaign keeps what was done when a step crashes the process.
@MainActor
enum Worker {
  static func playStreams(_ slice: WorkerSlice) throws {
    let journal = try FuzzJournal(file: slice.journal)
    let fuzzer = EventFuzzer(screens: WorkerSlice.screens(plantedCrash: slice.plantedCrash))
    let report = fuzzer.run(streams: slice.indices, seed: slice.seed, journal: journal) { _, report in
      save(report, to: slice.report)
    }
    save(report, to: slice.report)
  }

  static func readInputs(of formatName: String, _ slice: WorkerSlice) throws {
    guard
      let format = try InputFormats.all(parstaContent: ContentLibrary.bundled()).first(where: { $0.name == formatName })
    else { throw FuzzCommand.UsageError() }
    let journal = try FuzzJournal(file: slice.journal)
    let report = InputFuzzer().run(format, inputs: slice.indices, seed: slice.seed, journal: journal) { _, report in
      save(report, to: slice.report)
    }
    save(report, to: slice.report)
  }

  /// Soaks the window of app `app` (``SoakScreen/all``), its report rewritten after each sample.
  static func soak(app: Int, _ options: SoakOptions, journal: URL, report: URL) {
    let soak = Soak(
      screen: SoakScreen.all[app], streams: options.streams, sampleEvery: options.sampleEvery, warmUp: options.warmUp)
    let done = soak.run(seed: SoakScreen.seed(options.seed, app: app), journalFile: journal) { save($0, to: report) }
    save(done, to: report)
  }

  /// Plays `events` into a fresh window of `screen` (`app|name`) and returns: the campaign asks whether they crash.
  static func replay(_ events: URL, on screen: String, plantedCrash: Bool) throws {
    let events = try JSONDecoder().decode([FuzzEvent].self, from: Data(contentsOf: events))
    guard
      let screen = WorkerSlice.screens(plantedCrash: plantedCrash).first(where: { "\($0.app)|\($0.name)" == screen })
    else { throw FuzzCommand.UsageError() }
    // A broken invariant is printed and ends the replay with status 1, which is not a crash: the campaign's
    // shrinker looks for crashes only, and a person shrinking a soak's failure by hand looks for this.
    let problems = EventFuzzer.replay(events, on: screen)
    guard problems.isEmpty else {
      FileHandle.standardError.write(Data((problems.map(\.description).joined(separator: "\n") + "\n").utf8))
      exit(1)
    }
  }

  private static func save(_ report: some Encodable, to file: URL) {
    guard let data = try? JSONEncoder().encode(report) else { return }
    try? data.write(to: file, options: .atomic)
  }
}
