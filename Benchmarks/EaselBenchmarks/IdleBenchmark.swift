import Foundation

/// The CPU time Easel apps spend at rest, next to a plain GTK 4 window with one drawing area written in C, all
/// measured in the same run on an X display.
///
/// Each process is launched, left a moment after its first frame to settle, then watched at rest: the CPU time it
/// used (user and system, from `/proc/<pid>/stat`) over ``watch`` is its sample. A window at rest should wake for
/// nothing: no frame clock, no polling timers.
@MainActor
struct IdleBenchmark {
  static let name = "idle"
  /// Measured runs of each process, alternating, so all see the same machine. A round takes about 40 s, past the
  /// sampler's deadline, which this benchmark does not follow: fewer runs would give no median.
  static let rounds = 3
  /// How long a process settles after its first frame before it is watched.
  static let settle = 1.0
  /// How long a process is watched at rest.
  static let watch = 10.0
  /// How long a process may take to report its first frame.
  static let timeout = Duration.seconds(30)

  func run() -> BenchmarkReport {
    var report = BenchmarkReport(
      name: Self.name,
      summary: "CPU time (user + system) over \(Format.number(Self.watch)) s at rest, "
        + "\(Format.number(Self.settle)) s after the first frame, next to a C GTK 4 window with one drawing area, "
        + "X display, \(Self.rounds) alternating runs each", unit: "ms")
    let subjects = makeSubjects()
    let processes = ProcessRounds(subjects: subjects, rounds: Self.rounds, timeout: Self.timeout)
    let measured = processes.measure(scratchName: "easel-idle") { pid -> Double? in
      Thread.sleep(forTimeInterval: Self.settle)
      guard let before = CPUTime(pid: pid) else { return nil }
      Thread.sleep(forTimeInterval: Self.watch)
      guard let after = CPUTime(pid: pid) else { return nil }
      return (after.seconds - before.seconds) * 1000
    }
    let times: [[Double]]
    switch measured {
    case .success(let readings): times = readings
    case .failure(let skipped):
      for subject in subjects { report.add(ResultRow(label: subject.label, samples: nil, note: skipped.reason)) }
      return report
    }

    let baseline = subjects[0].label
    for (subject, runs) in zip(subjects, times) {
      guard !runs.isEmpty else {
        report.add(ResultRow(label: subject.label, samples: nil, note: "no first frame within \(Self.timeout)"))
        continue
      }
      report.add(
        ResultRow(
          label: subject.label, samples: Samples(values: runs), reference: subject.label == baseline ? nil : baseline,
          target: subject.target, note: subject.note))
    }
    return report
  }

  private func makeSubjects() -> [ProcessSubject] {
    let folder = AppLauncher.executableFolder
    let baseline = "C GTK window"
    // The C window quits by itself after its rest; it must outlast the watch.
    let rest = Int(Self.settle + Self.watch) + 5
    return [
      ProcessSubject(
        label: baseline, binary: folder.appendingPathComponent("gtk-window-baseline"),
        environment: ["GSK_RENDERER": "cairo", "BASELINE_REST_SECONDS": "\(rest)"],
        note: "GTK's Cairo renderer, which Easel apps ask for"),
      ProcessSubject(
        label: "gesture-lab at rest", binary: folder.appendingPathComponent("gesture-lab"),
        target: .above(50, unit: "ms", of: baseline), note: "its first page"),
      ProcessSubject(
        label: "emojiart at rest", binary: folder.appendingPathComponent("emojiart"),
        target: .above(50, unit: "ms", of: baseline), note: "an empty document"),
    ]
  }
}
