import Foundation

/// Launches the release apps built next to this benchmark on an X display, each with its data and settings under a
/// scratch home, and waits for the lines they print to say how far they got.
///
/// Any Easel app prints `first-frame` after its first presented frame when `EASEL_REPORT_FIRST_FRAME=1`, and
/// parSta! prints `first-home-frame` after Home's first one when `PARSTA_REPORT_HOME_FRAME=1`.
struct AppLauncher {
  /// The X display the apps open their windows on.
  let display: String
  /// How long a launch may take to print its lines before it counts as failed.
  let timeout: Duration

  /// The folder of the running benchmark, where the same build put the apps.
  static var executableFolder: URL {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
  }

  /// Spawns `binary` with `arguments`, its data and settings under `home` and `extraEnvironment` set, and returns,
  /// for each of `lines`,
  /// the time from spawning to the app printing it (missing when it did not within the timeout). Then runs
  /// `whileRunning` with the app's process id, and ends the app.
  func launch(
    _ binary: URL, arguments: [String] = [], home: URL, extraEnvironment: [String: String] = [:],
    waitFor lines: [String], whileRunning: (Int32) -> Void = { _ in }
  ) -> [String: Duration] {
    try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    environment["GDK_BACKEND"] = "x11"
    environment["NO_AT_BRIDGE"] = "1"
    environment["HOME"] = home.path
    environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
    environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
    environment["LANG"] = "en_US.UTF-8"
    environment["EASEL_REPORT_FIRST_FRAME"] = "1"
    environment["PARSTA_REPORT_HOME_FRAME"] = "1"
    environment.merge(extraEnvironment) { _, extra in extra }
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    let seen = LineWatcher(lines: lines)
    let clock = ContinuousClock()
    let start = clock.now
    do { try process.run() } catch { return [:] }
    // A thread of its own reads the pipe and stamps each line as it arrives, so the main thread only waits.
    let reader = Thread {
      var buffer = Data()
      let handle = output.fileHandleForReading
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        let arrived = clock.now
        buffer.append(chunk)
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
          let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
          buffer.removeSubrange(buffer.startIndex...newline)
          seen.record(line, after: arrived - start)
        }
      }
      seen.close()
    }
    reader.start()
    seen.wait(timeout: timeout)
    if process.isRunning { whileRunning(process.processIdentifier) }
    process.terminate()
    process.waitUntilExit()
    return seen.times
  }
}
