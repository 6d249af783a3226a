import Foundation
import Fuzzing
import Synchronization

/// Runs the slices of a phase on `jobs` threads, each starting worker processes one after another, with a progress
/// bar over the phase.
struct WorkerPool: Sendable {
  /// The files one job's workers report through.
  struct Files: Sendable {
    let journal: URL
    let report: URL
    /// The worker's standard error: what a crash said.
    let errors: URL

    /// Runs a worker process with `command` on `indices` of the campaign of `seed`, and returns how it ended and the
    /// report it left: its last, when it crashed.
    func runWorker<Report: Decodable>(
      _ command: [String], indices: Range<Int>, seed: UInt64, plantedCrash: Bool = false
    ) -> (ending: WorkerProcess.Ending, report: Report?) {
      try? FileManager.default.removeItem(at: report)
      let work = WorkerSlice(indices: indices, seed: seed, journal: journal, report: report, plantedCrash: plantedCrash)
      let ending = WorkerProcess.run(command + work.arguments, errors: errors)
      let left = (try? Data(contentsOf: report)).flatMap { try? JSONDecoder().decode(Report.self, from: $0) }
      return (ending, left)
    }
  }

  let jobs: Int
  /// The folder of the jobs' files.
  let folder: URL

  init(jobs: Int) throws {
    self.jobs = jobs
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-fuzz-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// Runs `work` on every slice not already `done` (keyed by the slice's first index), `jobs` at a time, telling
  /// `finished` each result as it comes; returns every result, those done before included, in the order of the
  /// slices.
  func run<Result: Sendable & SliceFailures>(
    _ slices: [Range<Int>], title: String, done: [Int: Result] = [:],
    finished: @escaping @Sendable (Range<Int>, Result) -> Void = { _, _ in },
    work: @escaping @Sendable (Range<Int>, Files) -> Result
  ) -> [Result] {
    let total = slices.reduce(0) { $0 + $1.count }
    let doneBefore = slices.filter { done[$0.lowerBound] != nil }.reduce(0) { $0 + $1.count }
    var state = PoolProgress<Result>(bar: ProgressBar(title, total: total, alreadyDone: doneBefore))
    state.done = doneBefore
    for (index, slice) in slices.enumerated() { state.results[index] = done[slice.lowerBound] }
    state.failures = state.results.values.failureCount
    let waiting = slices.indices.filter { state.results[$0] == nil }
    let progress = Mutex(state)
    progress.withLock { $0.bar.update($0.done, failures: $0.failures) }
    let folder = folder
    DispatchQueue.concurrentPerform(iterations: min(jobs, waiting.count)) { job in
      let files = Files(
        journal: folder.appendingPathComponent("job\(job).journal"),
        report: folder.appendingPathComponent("job\(job).report.json"),
        errors: folder.appendingPathComponent("job\(job).stderr"))
      while let index = progress.withLock({ state -> Int? in
        guard state.next < waiting.count else { return nil }
        defer { state.next += 1 }
        return waiting[state.next]
      }) {
        let result = work(slices[index], files)
        progress.withLock { state in
          state.results[index] = result
          state.done += slices[index].count
          state.failures += result.failureCount
          state.bar.update(state.done, failures: state.failures)
          finished(slices[index], result)
        }
      }
    }
    return progress.withLock { state in slices.indices.compactMap { state.results[$0] } }
  }

  /// Removes the jobs' files.
  func removeFiles() { try? FileManager.default.removeItem(at: folder) }
}

/// Which slice a pool deals next (an index into the slices not done before), what its slices gave, and the bar that
/// shows it.
private struct PoolProgress<Result> {
  var next = 0
  var done = 0
  var failures = 0
  var results: [Int: Result] = [:]
  var bar: ProgressBar
}
