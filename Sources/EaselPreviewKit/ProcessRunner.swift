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
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning {
      if Date() > deadline { process.terminate() }
      Thread.sleep(forTimeInterval: 0.01)
    }
    try out.close()
    try err.close()
    return Output(
      status: process.terminationStatus, crashed: process.terminationReason == .uncaughtSignal,
      standardOutput: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
      standardError: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
  }
}
