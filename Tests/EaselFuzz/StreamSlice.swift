import Foundation
import Fuzzing

/// A slice of the event streams, played by worker processes: one for the whole slice, and after each crash a new
/// one for the streams after the one that crashed.
struct StreamSlice: Sendable, Codable, SliceFailures {
  /// A stream that crashed its worker: the streams of its window up to it, as the worker's journal noted them.
  struct Crash: Sendable, Codable {
    /// The screen, as `app|name`.
    let screen: String
    let streams: [FuzzJournal.Stream]
    let signal: Int32
    /// What the process said as it crashed.
    let message: String?

    /// Whether a sanitizer stopped the process after its report, rather than a trap or a bad access.
    var isSanitizerReport: Bool { message?.hasPrefix(WorkerProcess.sanitizerSummaryPrefix) ?? false }
  }

  var report = EventFuzzReport()
  var crashes: [Crash] = []
  /// Workers that ended without a crash the journal explains, described.
  var errors: [String] = []

  var failureCount: Int { report.failures.count + crashes.count }

  /// Plays the streams `indices` of the campaign of `seed` in worker processes reporting through `files`.
  static func play(_ indices: Range<Int>, seed: UInt64, plantedCrash: Bool, files: WorkerPool.Files) -> StreamSlice {
    var slice = StreamSlice()
    var next = indices.lowerBound
    while next < indices.upperBound {
      let rest = next..<indices.upperBound
      let (ending, played): (WorkerProcess.Ending, EventFuzzReport?) = files.runWorker(
        ["worker", "events"], indices: rest, seed: seed, plantedCrash: plantedCrash)
      if let played { slice.report.merge(played) }
      guard case .crashed(let signal) = ending,
        case .streams(let screen, let streams)? = FuzzJournal.read(files.journal),
        let crashed = streams.last, rest.contains(crashed.index)
      else {
        if ending != .exited(0) { slice.errors.append("event streams \(rest): the worker ended with \(ending)") }
        return slice
      }
      slice.crashes.append(
        Crash(screen: screen, streams: streams, signal: signal, message: WorkerProcess.crashMessage(in: files.errors)))
      // The crashed stream counts as played; its window is gone, so the rest of the slice starts in new ones.
      let app = String(screen.prefix { $0 != "|" })
      slice.report.streams[app, default: 0] += 1
      slice.report.events[app, default: 0] += crashed.events.count
      next = crashed.index + 1
    }
    return slice
  }
}
