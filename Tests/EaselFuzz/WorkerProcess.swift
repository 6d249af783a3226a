import Foundation

/// A child process of this same executable, run to its end: a worker's share of a phase, or a replay.
enum WorkerProcess {
  /// How a child process ended.
  enum Ending: Equatable {
    case exited(Int32)
    /// A signal ended it: a trap, a bad memory access, an abort.
    case crashed(signal: Int32)
  }

  /// This executable.
  static let executable = URL(
    fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0])

  /// Runs this executable with `arguments` and waits for it. Its output is discarded; its errors go to `errors`,
  /// or are discarded too.
  static func run(_ arguments: [String], errors: URL? = nil) -> Ending {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    // Swift's backtracer would spend seconds symbolicating each crash; the journal says what crashed.
    process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
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

  /// What a crashed process said of its crash in `errors`: Swift's "Fatal error: …" line, or its last line.
  static func crashMessage(in errors: URL) -> String? {
    guard let text = try? String(contentsOf: errors, encoding: .utf8) else { return nil }
    let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
    return lines.last { $0.contains("Fatal error") } ?? lines.last { !$0.isEmpty }
  }
}
