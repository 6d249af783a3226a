import Foundation

/// parSta!'s start, as its user sees it: from spawning the process to the first frame of Home on screen (storage
/// open, splash ended), next to Gesture Lab's start to its first frame in the same run, on an X display.
///
/// The apps say when with a line on standard output (see ``AppLauncher``). The binaries are the ones built next to
/// this benchmark (the same build folder).
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
    let folder = AppLauncher.executableFolder
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
    let launcher = AppLauncher(display: display.name, timeout: Self.timeout)
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("parsta-start-\(getpid())")
    defer { try? FileManager.default.removeItem(at: scratch) }

    var lab: [Duration] = []
    var splash: [Duration] = []
    var home: [Duration] = []
    var failures: [String] = []
    for round in 0...Self.runs {
      // Round 0 warms the page cache and fonts and creates parSta!'s database; it is not counted.
      if sampler.deadline < ContinuousClock.now && round > 1 { break }
      let labRun = launcher.launch(gestureLab, home: scratch.appendingPathComponent("lab"), waitFor: ["first-frame"])
      let parstaRun = launcher.launch(
        parsta, home: scratch.appendingPathComponent("parsta"), waitFor: ["first-frame", "first-home-frame"])
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
}
