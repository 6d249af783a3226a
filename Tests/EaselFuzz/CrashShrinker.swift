import Foundation
import Fuzzing

/// Turns a stream that crashed a worker, or made its sanitizer report and stop it, into a failure with a short reproduction: the events are replayed in fresh
/// processes (`easel-fuzz replay`), first the crashing stream alone in a new window, else with the streams played
/// before it into the same window, and shrunk while the replay still crashes.
@MainActor
struct CrashShrinker {
  let plantedCrash: Bool
  /// Where the events of each replay are written.
  let folder: URL
  /// The most replays spent on one crash: each starts a process.
  var budget = 100

  func failure(for crash: StreamSlice.Crash) -> FuzzFailure {
    let crashed = crash.streams.last!
    let history = crash.streams.map(\.events).joined(separator: [.settle]).map { $0 }
    let start = crashes(crashed.events) ? crashed.events : history
    let reproduced = start == crashed.events || crashes(history)
    let reproduction = reproduced ? StreamShrinker(budget: budget, fails: crashes).shrink(start) : start
    let (app, name) = (crash.screen.prefix { $0 != "|" }, crash.screen.drop { $0 != "|" }.dropFirst())
    let detail =
      "signal \(crash.signal)" + (crash.message.map { ", \($0)" } ?? "")
      + (reproduced ? "" : "; its window's streams replayed in a new window do not crash, so this is not shrunk")
    let kind: FuzzProblem.Kind = crash.isSanitizerReport ? .sanitizerReport : .crash
    return FuzzFailure(
      screen: "\(app) ▸ \(name)", seed: crashed.seed, problems: [FuzzProblem(kind: kind, detail: detail)],
      reproduction: reproduction, originalLength: start.count)

    func crashes(_ events: [FuzzEvent]) -> Bool {
      let file = folder.appendingPathComponent("replay.json")
      guard (try? JSONEncoder().encode(events).write(to: file)) != nil else { return false }
      let arguments =
        ["replay", "--screen", crash.screen, "--events", file.path] + (plantedCrash ? ["--planted-crash"] : [])
      if case .crashed = WorkerProcess.run(arguments) { return true }
      return false
    }
  }
}
