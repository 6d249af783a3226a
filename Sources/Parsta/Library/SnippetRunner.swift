import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a lesson's Swift sample with the `swift` command (or compiles it with `swiftc` without running it), as a script in a folder of
/// its own, off the main thread, with its output bounded and its time limited.
public struct SnippetRunner: Sendable {
  /// How a run ended.
  public enum Outcome: Hashable, Sendable {
    /// The program exited with this status: 0 when it ran, non-zero when it failed to compile or crashed.
    case exited(Int32)
    /// The program ran past the time limit and was stopped.
    case timedOut
    /// The `swift` command could not be started.
    case failedToLaunch(String)
  }

  /// What a run printed, and how it ended.
  public struct Result: Hashable, Sendable {
    /// Standard output and standard error together, in the order the program wrote them.
    public var output: String
    /// Whether the output went past ``SnippetRunner/outputLimit`` and was cut there.
    public var truncated: Bool
    /// How the program ended.
    public var outcome: Outcome
  }

  /// The `swift` executable, or `nil` when there is no toolchain on the search path.
  public let swift: URL?
  /// The `swiftc` executable beside it, for compiling without running.
  public let swiftc: URL?
  /// How long a sample may run before it is stopped.
  public var timeout: TimeInterval
  /// The most output kept, in bytes; a sample printing forever cannot fill the memory.
  public var outputLimit: Int
  /// Whether the output includes standard error (the compiler's messages), as the lesson screen shows it; without
  /// it the output is exactly what the program printed.
  public var includesErrors = true

  /// A runner with the `swift` found on `searchPath` (a `PATH`-style list of folders).
  public init(searchPath: String, timeout: TimeInterval = 10, outputLimit: Int = 64 * 1024) {
    swift = Self.findExecutable("swift", in: searchPath)
    swiftc = Self.findExecutable("swiftc", in: searchPath)
    (self.timeout, self.outputLimit) = (timeout, outputLimit)
  }

  /// The first executable file `name` in the folders of `searchPath`, as a shell would find it.
  public static func findExecutable(_ name: String, in searchPath: String) -> URL? {
    for folder in searchPath.split(separator: ":", omittingEmptySubsequences: true) {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue,
        FileManager.default.isExecutableFile(atPath: candidate.path)
      {
        return candidate
      }
    }
    return nil
  }

  /// Runs `code` as `swift snippet.swift` in a fresh temporary folder, removed afterwards, in Swift language mode
  /// `languageMode` (5, 6), or in the toolchain's default mode when it is `nil`.
  ///
  /// Cancelling the calling task stops the program.
  public func run(_ code: String, languageMode: Int? = nil) async -> Result {
    await launch(swift, named: "swift", code: code, options: Self.modeOptions(languageMode))
  }

  /// Compiles `code` with `swiftc` in Swift language mode `languageMode` as far as every diagnostic the compiler
  /// gives (type checking, then the SIL passes such as definite initialization), without building or running it: the
  /// outcome is `.exited(0)` when it compiles, and the output holds the compiler's messages.
  public func compile(_ code: String, languageMode: Int) async -> Result {
    var compiler = self
    compiler.includesErrors = true
    return await compiler.launch(
      swiftc, named: "swiftc", code: code, options: ["-emit-sil", "-o", "/dev/null"] + Self.modeOptions(languageMode))
  }

  private static func modeOptions(_ languageMode: Int?) -> [String] {
    languageMode.map { ["-swift-version", String($0)] } ?? []
  }

  private func launch(_ executable: URL?, named name: String, code: String, options: [String]) async -> Result {
    guard let executable else {
      return Result(output: "", truncated: false, outcome: .failedToLaunch("\(name) not found"))
    }
    let run = SnippetProcess(
      executable: executable, options: options, code: code, timeout: timeout, outputLimit: outputLimit,
      includesErrors: includesErrors)
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        // Waiting for the program blocks a thread: a dispatch thread, not one of the concurrency pool's few.
        DispatchQueue.global(qos: .userInitiated).async { continuation.resume(returning: run.runToEnd()) }
      }
    } onCancel: {
      run.stop()
    }
  }
}

/// One run of a sample: the process, its output reader and its watchdog, shared between their threads.
private final class SnippetProcess: @unchecked Sendable {
  private let executable: URL
  private let options: [String]
  private let code: String
  private let timeout: TimeInterval
  private let outputLimit: Int
  private let includesErrors: Bool
  /// Guards everything below.
  private let lock = NSLock()
  private var process: Process?
  private var stopped = false
  private var timedOut = false

  init(
    executable: URL, options: [String], code: String, timeout: TimeInterval, outputLimit: Int, includesErrors: Bool
  ) {
    (self.executable, self.options, self.code) = (executable, options, code)
    (self.timeout, self.outputLimit) = (timeout, outputLimit)
    self.includesErrors = includesErrors
  }

  /// Writes the file, runs it, reads its output and cleans up; blocks until the program has ended.
  func runToEnd() -> SnippetRunner.Result {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("parsta-snippet-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("snippet.swift")
    let process = Process()
    let pipe = Pipe()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(code.utf8).write(to: file)
    } catch {
      return SnippetRunner.Result(output: "", truncated: false, outcome: .failedToLaunch(error.localizedDescription))
    }
    process.executableURL = executable
    process.arguments = options + [file.path]
    process.currentDirectoryURL = folder
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = pipe
    process.standardError = includesErrors ? pipe : FileHandle.nullDevice
    // Starting under the lock means a stop either comes first (and nothing starts) or finds the process.
    lock.lock()
    guard !stopped else {
      lock.unlock()
      return SnippetRunner.Result(output: "", truncated: false, outcome: .failedToLaunch("cancelled"))
    }
    do {
      try process.run()
    } catch {
      lock.unlock()
      return SnippetRunner.Result(output: "", truncated: false, outcome: .failedToLaunch(error.localizedDescription))
    }
    self.process = process
    lock.unlock()
    try? pipe.fileHandleForWriting.close()

    let watchdog = DispatchWorkItem { [weak self] in
      guard let self else { return }
      self.lock.lock()
      self.timedOut = true
      self.lock.unlock()
      self.stop()
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)

    // Reads to the end of the output (the program's exit closes it), keeping the first `outputLimit` bytes and
    // draining the rest so that a chatty program never blocks on a full pipe.
    var output = Data()
    var truncated = false
    let reader = pipe.fileHandleForReading
    while true {
      let chunk = reader.availableData
      if chunk.isEmpty { break }
      let room = outputLimit - output.count
      if chunk.count > room {
        output.append(chunk.prefix(max(0, room)))
        truncated = true
      } else {
        output.append(chunk)
      }
    }
    process.waitUntilExit()
    watchdog.cancel()
    try? reader.close()

    lock.lock()
    let wasTimedOut = timedOut
    lock.unlock()
    let text = String(decoding: output, as: UTF8.self)
    return SnippetRunner.Result(
      output: text, truncated: truncated,
      outcome: wasTimedOut ? .timedOut : .exited(process.terminationStatus))
  }

  /// Asks the program to end, then kills it if it has not ended a second later.
  func stop() {
    lock.lock()
    stopped = true
    let process = self.process
    lock.unlock()
    guard let process, process.isRunning else { return }
    // `swift` runs the script in a child process (swift-frontend). Foundation starts the driver as the leader of
    // a process group of its own, so signalling the group stops the script too instead of leaving it looping.
    let group = -process.processIdentifier
    kill(group, SIGTERM)
    DispatchQueue.global().asyncAfter(deadline: .now() + 1) {
      kill(group, SIGKILL)
    }
  }
}
