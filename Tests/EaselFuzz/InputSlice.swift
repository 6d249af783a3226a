import Foundation
import Fuzzing

/// A slice of one format's inputs, read by worker processes: one for the whole slice, and after each crash a new one
/// for the inputs after the one that crashed.
struct InputSlice: Sendable, Codable, SliceFailures {
  var report: InputFuzzReport
  /// Workers that ended without a crash the journal explains, described.
  var errors: [String] = []

  var failureCount: Int { report.failures.count }

  /// Reads the inputs `indices` of `format` in the campaign of `seed` in worker processes reporting through `files`.
  static func read(_ indices: Range<Int>, of format: String, seed: UInt64, files: WorkerPool.Files) -> InputSlice {
    var slice = InputSlice(report: InputFuzzReport(format: format))
    var next = indices.lowerBound
    while next < indices.upperBound {
      let rest = next..<indices.upperBound
      let (ending, read): (WorkerProcess.Ending, InputFuzzReport?) = files.runWorker(
        ["worker", "inputs", "--format", format], indices: rest, seed: seed)
      if let read { slice.report.merge(read) }
      guard case .crashed(let signal) = ending,
        case .input(format, let index, let inputSeed)? = FuzzJournal.read(files.journal), rest.contains(index)
      else {
        if ending != .exited(0) { slice.errors.append("\(format) inputs \(rest): the worker ended with \(ending)") }
        return slice
      }
      var crashed = InputFuzzReport(format: format)
      crashed.tried = 1
      let message = WorkerProcess.crashMessage(in: files.errors)
      let what =
        message?.hasPrefix(WorkerProcess.sanitizerSummaryPrefix) == true
        ? "made the sanitizer report an error" : "crashed the reader"
      crashed.failures = [
        InputFuzzReport.Failure(
          format: format, seed: inputSeed,
          problem: "input \(index) \(what) (signal \(signal)" + (message.map { ": \($0)" } ?? "") + ")",
          input: (try? Data(contentsOf: FuzzJournal.inputFile(of: files.journal))) ?? Data())
      ]
      slice.report.merge(crashed)
      next = index + 1
    }
    return slice
  }
}
