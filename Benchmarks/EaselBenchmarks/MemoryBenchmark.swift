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

  /// One process to measure.
  private struct Subject {
    let label: String
    let binary: URL
    var arguments: [String] = []
    var environment: [String: String] = [:]
    /// The line the process prints once it is where it is measured.
    var readyLine = "first-frame"
    var target: Target?
    var note = ""
  }

  func run(sampler: Sampler) -> BenchmarkReport {
    var report = BenchmarkReport(
      name: Self.name,
      summary: "peak resident memory (VmHWM) \(Format.number(Self.rest)) s after the first frame, next to a C GTK 4 "
        + "window with one drawing area, X display, \(Self.rounds) alternating runs each", unit: "MB")
    let subjects = makeSubjects()
    let missing = subjects.filter { !FileManager.default.isExecutableFile(atPath: $0.binary.path) }
    guard missing.isEmpty, let display = XDisplay.start() else {
      let why =
        missing.first.map { "no \($0.binary.path): build it with the benchmark (Benchmarks/README.md)" }
        ?? "no X display: install Xvfb or set DISPLAY"
      for subject in subjects { report.add(ResultRow(label: subject.label, samples: nil, note: why)) }
      return report
    }
    defer { display.stop() }
    let launcher = AppLauncher(display: display.name, timeout: Self.timeout)
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("easel-memory-\(getpid())")
    defer { try? FileManager.default.removeItem(at: scratch) }

    var usages = Array(repeating: [MemoryUsage](), count: subjects.count)
    for round in 0..<Self.rounds {
      if round > 0 && ContinuousClock.now > sampler.deadline { break }
      for (index, subject) in subjects.enumerated() {
        _ = launcher.launch(
          subject.binary, arguments: subject.arguments, home: scratch.appendingPathComponent("\(index)"),
          extraEnvironment: subject.environment, waitFor: [subject.readyLine]
        ) { pid in
          Thread.sleep(forTimeInterval: Self.rest)
          if let usage = MemoryUsage(pid: pid) { usages[index].append(usage) }
        }
      }
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

  private func makeSubjects() -> [Subject] {
    let folder = AppLauncher.executableFolder
    let baseline = "C GTK window"
    let itself = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let window = folder.appendingPathComponent("gtk-window-baseline")
    return [
      Subject(
        label: baseline, binary: window, environment: ["GSK_RENDERER": "cairo"],
        note: "GTK's Cairo renderer, which Easel apps ask for"),
      Subject(
        label: "C GTK window, default renderer", binary: window,
        note: "GTK's default (GL, Mesa's llvmpipe under Xvfb)"),
      Subject(
        label: "gesture-lab at rest", binary: folder.appendingPathComponent("gesture-lab"),
        target: .above(60, unit: "MB", of: baseline)),
      Subject(
        label: "parsta at rest", binary: folder.appendingPathComponent("parsta"),
        readyLine: "first-home-frame", target: .above(60, unit: "MB", of: baseline), note: "Home, after the splash"),
      Subject(
        label: "EmojiArt, 10,000 emojis drawn", binary: itself,
        arguments: [Self.childArgument, MemoryChild.emojiArt.rawValue], target: .above(150, unit: "MB", of: baseline),
        note: "the course's document view in a 1280×800 ViewHost, first frame (no window)"),
      Subject(
        label: "canvas-10k drawn", binary: itself, arguments: [Self.childArgument, MemoryChild.canvas.rawValue],
        target: .above(150, unit: "MB", of: baseline),
        note: "canvas-10k's ZStack in a ViewHost, first frame (no window)"),
    ]
  }
}
