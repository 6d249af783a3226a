import Foundation

/// A child process of this same executable, run to its end: a worker's share of a phase, or a replay.
enum WorkerProcess {
  /// How a child process ended.
  enum Ending: Equatable {
    case exited(Int32)
    /// A signal ended it: a trap, a bad memory access, an abort.
    case crashed(signal: Int32)
  }

  /// How a sanitizer's report ends: `SUMMARY: <Sanitizer>: <what> <where>`.
  static let sanitizerSummaryPrefix = "SUMMARY: "

  /// This executable.
  static let executable = URL(
    fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0])

  /// Runs this executable with `arguments`, and `environment` added to this process's, and waits for it. Its output
  /// is discarded; its errors go to `errors`, or are discarded too.
  static func run(_ arguments: [String], errors: URL? = nil, environment: [String: String] = [:]) -> Ending {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    // A release build traps without a word; Swift's backtracer names the failure and where it happened, in about a
    // second. That is worth it where the errors are kept (a worker's rare crash), not in the many replays that
    // shrink one.
    let backtrace =
      errors == nil
      ? "enable=no" : "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,limit=4,top=0"
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
      .merging(["SWIFT_BACKTRACE": backtrace]) { $1 }
    process.standardOutput = FileHandle.nullDevice
    if let errors, FileManager.default.createFile(atPath: errors.path, contents: nil),
      let handle = try? FileHandle(forWritingTo: errors)
    {
      process.standardError = handle
    } else {
      process.standardError = FileHandle.nullDevice
    }
    do {
      try process.run()
    } catch {
      return .exited(-1)
    }
    process.waitUntilExit()
    switch process.terminationReason {
    case .uncaughtSignal: return .crashed(signal: process.terminationStatus)
    case .exit: return .exited(process.terminationStatus)
    @unknown default: return .exited(process.terminationStatus)
    }
  }

  /// What a crashed process said of its crash in `errors`: a sanitizer's summary line ("SUMMARY: ThreadSanitizer:
  /// data race … in …", which names the place), else Swift's "Fatal error: …" line or the backtracer's "Swift runtime
  /// failure: …", else its last line; then the first frame of the crashed thread that is not the runtime's own, the
  /// place in the code that failed.
  static func crashMessage(in errors: URL) -> String? {
    // Read lossily: a crash may leave half a character, or a test's own bytes, that would lose the whole message.
    guard let data = try? Data(contentsOf: errors) else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
    // A sanitizer stops the process with SIGABRT after its report, so the crashed thread's frames are its own.
    if let summary = lines.first(where: { $0.hasPrefix(sanitizerSummaryPrefix) }) { return summary }
    let failure =
      lines.first { $0.contains("Fatal error") || $0.contains("Swift runtime failure:") }
      .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "* ")) }
    let frame = lines.lazy.compactMap {
      $0.wholeMatch(of: /\d+ +(?:\[(?:ra|inlined)\] +)*0x[0-9a-f]+ (.+ \+ \d+ in \S+ at \/[^\/].*)/)?.1
    }.first
    guard let said = failure ?? lines.last(where: { !$0.isEmpty && !$0.hasPrefix("Backtrace took") }) else {
      return frame.map(String.init)
    }
    return frame.map { "\(said), in \($0)" } ?? said
  }
}
