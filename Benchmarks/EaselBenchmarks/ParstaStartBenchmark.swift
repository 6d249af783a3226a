import Foundation

/// parSta!'s start, as its user sees it: from spawning the process to the first frame of Home on screen (storage
/// open, splash ended), next to Gesture Lab's start to its first frame in the same run, on an X display.
///
/// The apps say when with a line on standard output: any Easel app prints `first-frame` after its first presented
/// frame when `EASEL_REPORT_FIRST_FRAME=1`, and parSta! prints `first-home-frame` after Home's first one when
/// `PARSTA_REPORT_HOME_FRAME=1`. The binaries are the ones built next to this benchmark (the same build folder).
@MainActor
struct ParstaStartBenchmark {
  static let name = "parsta-start"
  /// Measured runs of each app, alternating, after one discarded warm-up run of each.
  static let runs = 7
  /// How long a run may take to print its line before it counts as failed.
  static let timeout = Duration.seconds(15)

  func run(sampler: Sampler) -> BenchmarkReport {
    var report = BenchmarkReport(
      name: Self.name,
      summary: "process spawn to a frame on screen (GTK after-paint), release binaries, X display, "
        + "\(Self.runs) alternating runs each after a warm-up; parSta! with an existing database")
    let folder = Self.executableFolder
    let gestureLab = folder.appendingPathComponent("gesture-lab")
    let parsta = folder.appendingPathComponent("parsta")
    let labels = (lab: "gesture-lab first frame", splash: "parsta first frame", home: "parsta Home frame")
    func skipAll(_ why: String) -> BenchmarkReport {
      for label in [labels.lab, labels.splash, labels.home] {
        report.add(ResultRow(label: label, samples: nil, note: why))
      }
      return report
    }
    for binary in [gestureLab, parsta] where !FileManager.default.isExecutableFile(atPath: binary.path) {
      return skipAll("no \(binary.path): build it with the benchmark (Benchmarks/README.md)")
    }
    guard let display = XDisplay.start() else { return skipAll("no X display: install Xvfb or set DISPLAY") }
    defer { display.stop() }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("parsta-start-\(getpid())")
    defer { try? FileManager.default.removeItem(at: scratch) }

    var lab: [Duration] = []
    var splash: [Duration] = []
    var home: [Duration] = []
    var failures: [String] = []
    for round in 0...Self.runs {
      // Round 0 warms the page cache and fonts and creates parSta!'s database; it is not counted.
      if sampler.deadline < ContinuousClock.now && round > 1 { break }
      let labRun = launch(
        gestureLab, display: display.name, home: scratch.appendingPathComponent("lab"), waitFor: ["first-frame"])
      let parstaRun = launch(
        parsta, display: display.name, home: scratch.appendingPathComponent("parsta"),
        waitFor: ["first-frame", "first-home-frame"])
      guard round > 0 else { continue }
      if let time = labRun["first-frame"] { lab.append(time) } else { failures.append("gesture-lab run \(round)") }
      if let time = parstaRun["first-frame"] { splash.append(time) }
      if let time = parstaRun["first-home-frame"] { home.append(time) } else { failures.append("parsta run \(round)") }
    }
    let note = failures.isEmpty ? "" : "no line within \(Self.timeout): " + failures.joined(separator: ", ")
    report.add(ResultRow(label: labels.lab, samples: lab.isEmpty ? nil : Samples(lab), note: note))
    report.add(
      ResultRow(label: labels.splash, samples: splash.isEmpty ? nil : Samples(splash), reference: labels.lab))
    report.add(
      ResultRow(
        label: labels.home, samples: home.isEmpty ? nil : Samples(home), reference: labels.lab,
        target: .milliseconds(300),
        note: "the splash starts its 0.45 s fade-out in this frame; Home is fully shown after it"))
    return report
  }

  /// The folder of the running benchmark, where the same build put the apps.
  private static var executableFolder: URL {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
  }

  /// Spawns `binary` with its data and settings under `home` and returns, for each of `lines`, the time from
  /// spawning to the app printing it (missing when it did not within the timeout); then ends the app.
  private func launch(_ binary: URL, display: String, home: URL, waitFor lines: [String]) -> [String: Duration] {
    try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let process = Process()
    process.executableURL = binary
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
    seen.wait(timeout: Self.timeout)
    process.terminate()
    process.waitUntilExit()
    return seen.times
  }
}

/// The lines a launched app printed and when, filled by the reading thread and waited for by the benchmark.
private final class LineWatcher: @unchecked Sendable {
  private let lock = NSCondition()
  private let lines: Set<String>
  private var found: [String: Duration] = [:]
  private var closed = false

  init(lines: [String]) { self.lines = Set(lines) }

  func record(_ line: String, after elapsed: Duration) {
    lock.withLock {
      guard lines.contains(line), found[line] == nil else { return }
      found[line] = elapsed
      lock.broadcast()
    }
  }

  /// The app's output ended (it exited).
  func close() {
    lock.withLock {
      closed = true
      lock.broadcast()
    }
  }

  /// Waits until every line was seen, the output ended, or `timeout` passed.
  func wait(timeout: Duration) {
    let deadline = Date().addingTimeInterval(Double(timeout.components.seconds))
    lock.withLock {
      while found.count < lines.count && !closed {
        if !lock.wait(until: deadline) { break }
      }
    }
  }

  var times: [String: Duration] { lock.withLock { found } }
}

/// The X display the apps open their windows on: a private Xvfb when there is one (so the numbers do not depend
/// on a desktop's compositor), else the session's `DISPLAY`.
private struct XDisplay {
  let name: String
  private let server: Process?

  static func start() -> XDisplay? {
    for folder in ["/usr/bin", "/usr/local/bin"] {
      let path = folder + "/Xvfb"
      guard FileManager.default.isExecutableFile(atPath: path) else { continue }
      let server = Process()
      server.executableURL = URL(fileURLWithPath: path)
      // -displayfd picks a free display number and writes it on standard output once the server accepts clients.
      server.arguments = ["-displayfd", "1", "-screen", "0", "1280x900x24", "-nolisten", "tcp"]
      let output = Pipe()
      server.standardOutput = output
      server.standardError = FileHandle.nullDevice
      guard (try? server.run()) != nil else { continue }
      var text = ""
      while !text.contains("\n") {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        text += String(decoding: chunk, as: UTF8.self)
      }
      let number = text.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !number.isEmpty, Int(number) != nil else {
        server.terminate()
        continue
      }
      return XDisplay(name: ":" + number, server: server)
    }
    if let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty {
      return XDisplay(name: display, server: nil)
    }
    return nil
  }

  func stop() {
    guard let server else { return }
    server.terminate()
    server.waitUntilExit()
  }
}
