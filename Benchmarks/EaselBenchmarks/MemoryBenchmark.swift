import Foundation

/// Peak resident memory of Easel apps at rest and of a process that built and drew a 10,000-emoji canvas, next to
/// a plain GTK 4 window with one drawing area written in C, all measured in the same run on an X display.
///
/// Each process is read (`/proc/<pid>/status` and `smaps`) a moment after it reported its first frame, then ended.
/// The canvases are drawn by this executable run again with ``childArgument``, so nothing this process allocated
/// for other benchmarks counts.
@MainActor
struct MemoryBenchmark {
  static let name = "memory"
  /// The hidden argument that makes the benchmark executable a child that draws one canvas (``MemoryChild``).
  static let childArgument = "--memory-child"
  /// Measured runs of each process, alternating, so all see the same machine; the peaks vary by well under 1 %
  /// between runs, so a few suffice (a round takes about 13 s, most of it the processes' starts).
  static let rounds = 2
  /// How long a process rests after its first frame before it is read.
  static let rest = 0.5
  /// How long a process may take to report its first frame.
  static let timeout = Duration.seconds(30)

  func run(sampler: Sampler) -> BenchmarkReport {
    var report = BenchmarkReport(
      name: Self.name,
      summary: "peak resident memory (VmHWM) \(Format.number(Self.rest)) s after the first frame, next to a C GTK 4 "
        + "window with one drawing area, X display, \(Self.rounds) alternating runs each", unit: "MB")
    let subjects = makeSubjects()
    var processes = ProcessRounds(subjects: subjects, rounds: Self.rounds, timeout: Self.timeout)
    processes.deadline = sampler.deadline
    let measured = processes.measure(scratchName: "easel-memory") { pid -> MemoryUsage? in
      Thread.sleep(forTimeInterval: Self.rest)
      return MemoryUsage(pid: pid)
    }
    let usages: [[MemoryUsage]]
    switch measured {
    case .success(let readings): usages = readings
    case .failure(let skipped):
      for subject in subjects { report.add(ResultRow(label: subject.label, samples: nil, note: skipped.reason)) }
      return report
    }

    let baseline = subjects[0].label
    let baseMedian = usages[0].isEmpty ? nil : Samples(values: usages[0].map(\.peak)).median
    for (subject, runs) in zip(subjects, usages) {
      guard !runs.isEmpty else {
        report.add(ResultRow(label: subject.label, samples: nil, note: "no first frame within \(Self.timeout)"))
        continue
      }
      let samples = Samples(values: runs.map(\.peak))
      // The run whose peak is the median, to say where its memory is.
      let typical = runs.sorted { $0.peak < $1.peak }[runs.count / 2]
      var note = subject.note.isEmpty ? "" : subject.note + "; "
      if case .above(let margin, _, _) = subject.target, let baseMedian, samples.median > baseMedian + margin {
        note += "\(Format.milliseconds(samples.median - baseMedian - margin)) MB over the target; "
      }
      report.add(
        ResultRow(
          label: subject.label, samples: samples, reference: subject.label == baseline ? nil : baseline,
          target: subject.target, note: note + typical.breakdown))
    }
    return report
  }

  private func makeSubjects() -> [ProcessSubject] {
    let folder = AppLauncher.executableFolder
    let baseline = "C GTK window"
    let itself = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let window = folder.appendingPathComponent("gtk-window-baseline")
    return [
      ProcessSubject(
        label: baseline, binary: window, environment: ["GSK_RENDERER": "cairo"],
        note: "GTK's Cairo renderer, which Easel apps ask for"),
      ProcessSubject(
        label: "C GTK window, default renderer", binary: window,
        note: "GTK's default (GL, Mesa's llvmpipe under Xvfb)"),
      ProcessSubject(
        label: "gesture-lab at rest", binary: folder.appendingPathComponent("gesture-lab"),
        target: .above(60, unit: "MB", of: baseline)),
      ProcessSubject(
        label: "parsta at rest", binary: folder.appendingPathComponent("parsta"),
        readyLine: "first-home-frame", target: .above(60, unit: "MB", of: baseline), note: "Home, after the splash"),
      ProcessSubject(
        label: "EmojiArt, 10,000 emojis drawn", binary: itself,
        arguments: [Self.childArgument, MemoryChild.emojiArt.rawValue], target: .above(150, unit: "MB", of: baseline),
        note: "the course's document view in a 1280×800 ViewHost, first frame (no window)"),
      ProcessSubject(
        label: "canvas-10k drawn", binary: itself, arguments: [Self.childArgument, MemoryChild.canvas.rawValue],
        target: .above(150, unit: "MB", of: baseline),
        note: "canvas-10k's ZStack in a ViewHost, first frame (no window)"),
    ]
  }
}
