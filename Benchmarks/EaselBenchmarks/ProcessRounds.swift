import Foundation

/// Launches processes on an X display (a private Xvfb when there is one) in alternating rounds, so all see the same
/// machine, and reads each one once it printed its ready line: what the memory and idle benchmarks share.
struct ProcessRounds {
  let subjects: [ProcessSubject]
  let rounds: Int
  /// How long a process may take to print its ready line.
  let timeout: Duration
  /// Past this instant no further round starts; `nil` runs every round.
  var deadline: ContinuousClock.Instant?

  /// The readings of each subject, in the order of ``subjects``, made by `read` with the process's id while it
  /// runs (a `nil` reading is dropped); or, when none can be made, why: a binary missing, or no X display.
  func measure<Reading>(scratchName: String, read: (Int32) -> Reading?) -> Result<[[Reading]], Skipped> {
    if let missing = subjects.first(where: { !FileManager.default.isExecutableFile(atPath: $0.binary.path) }) {
      return .failure(Skipped(reason: "no \(missing.binary.path): build it with the benchmark (Benchmarks/README.md)"))
    }
    guard let display = XDisplay.start() else {
      return .failure(Skipped(reason: "no X display: install Xvfb or set DISPLAY"))
    }
    defer { display.stop() }
    let launcher = AppLauncher(display: display.name, timeout: timeout)
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("\(scratchName)-\(getpid())")
    defer { try? FileManager.default.removeItem(at: scratch) }
    var readings = Array(repeating: [Reading](), count: subjects.count)
    for round in 0..<rounds {
      if round > 0, let deadline, ContinuousClock.now > deadline { break }
      for (index, subject) in subjects.enumerated() {
        _ = launcher.launch(
          subject.binary, arguments: subject.arguments, home: scratch.appendingPathComponent("\(index)"),
          extraEnvironment: subject.environment, waitFor: [subject.readyLine]
        ) { pid in
          if let reading = read(pid) { readings[index].append(reading) }
        }
      }
    }
    return .success(readings)
  }

  /// Why a benchmark's processes were not measured.
  struct Skipped: Error {
    let reason: String
  }
}
