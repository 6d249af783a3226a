import Foundation

/// Runs a program to its end and collects what it printed.
public enum ProcessRunner {
  /// What a finished program left.
  public struct Output: Sendable {
    /// Its exit status, or the signal that ended it when ``crashed``.
    public var status: Int32
    /// Whether a signal ended it.
    public var crashed: Bool
    public var standardOutput: String
    public var standardError: String
  }

  /// Runs `arguments` (the first found on `PATH`) in the folder `directory`, with `environment` added to this
  /// process's, and waits for it; a program still running after `timeout` seconds is killed.
  public static func run(
    _ arguments: [String], in directory: String, environment: [String: String] = [:], timeout: TimeInterval = 3600
  ) throws -> Output {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    // Files rather than pipes: a program that prints a lot never waits for a reader.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-preview-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outURL = folder.appendingPathComponent("out")
    let errURL = folder.appendingPathComponent("err")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Waited for with `waitUntilExit`, which runs this thread's run loop until Foundation has handled the exit:
    // polling `isRunning` instead leaves each `Process` in a reference cycle with its exit source (LeakSanitizer).
    let running = UncheckedProcess(process: process)
    let deadline = DispatchWorkItem { if running.process.isRunning { running.process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
    process.waitUntilExit()
    deadline.cancel()
    try out.close()
    try err.close()
    return Output(
      status: process.terminationStatus, crashed: process.terminationReason == .uncaughtSignal,
      standardOutput: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
      standardError: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
  }

  /// The running process, for the timer that kills it: `Process` is not `Sendable`, and `terminate` may be called
  /// from any thread.
  private struct UncheckedProcess: @unchecked Sendable {
    let process: Process
  }
}
