import Easel
import Foundation

/// Easel's performance benchmarks: `swift run -c release EaselBenchmarks [name]`.
///
/// Each benchmark prints, per measurement, the median and minimum of several runs and the ratio to a baseline
/// measured in the same run, with the targets marked PASS or MISS. Timings are never asserted: the program
/// exits 0 whatever the numbers, and non-zero only for a bad command line.
@main
struct EaselBenchmarks {
  /// A benchmark that can be run by name.
  private struct Entry {
    let name: String
    let run: @MainActor (Sampler) -> BenchmarkReport
  }

  @MainActor
  private static let entries: [Entry] = [
    Entry(name: "layout-grid") { sampler in
      LayoutBenchmark(
        name: "layout-grid", summary: "256 cells in nested stacks (16 rows of 16 in a VStack), 800×800",
        windowSize: CGSize(width: 800, height: 800), coldTarget: 2, content: { GridView() }
      ).run(sampler: sampler)
    },
    Entry(name: "layout-messages") { sampler in
      // Generated once: the benchmark times layout, not making up sentences.
      var generator = MessageGenerator()
      let messages = generator.messages(count: 1_000)
      return LayoutBenchmark(
        name: "layout-messages",
        summary: "1,000 messages in a VStack sized as a vertical ScrollView sizes its content, 800×800",
        windowSize: CGSize(width: 800, height: 800), coldTarget: 12, hasPangoTargets: true,
        content: { MessageList(messages: messages) }
      ).run(sampler: sampler)
    },
    Entry(name: CanvasBenchmark.name) { sampler in CanvasBenchmark().run(sampler: sampler) },
    Entry(name: ScrollBenchmark.name) { sampler in ScrollBenchmark().run(sampler: sampler) },
    Entry(name: EmojiArtSeedBenchmark.name) { sampler in EmojiArtSeedBenchmark().run(sampler: sampler) },
    Entry(name: EmojiArtCanvasBenchmark.name) { sampler in EmojiArtCanvasBenchmark().run(sampler: sampler) },
    Entry(name: ParstaStartBenchmark.name) { sampler in ParstaStartBenchmark().run(sampler: sampler) },
    Entry(name: ParstaFramesBenchmark.name) { sampler in ParstaFramesBenchmark().run(sampler: sampler) },
    Entry(name: AccessibilityBenchmark.name) { sampler in AccessibilityBenchmark().run(sampler: sampler) },
    Entry(name: MemoryBenchmark.name) { sampler in MemoryBenchmark().run(sampler: sampler) },
    Entry(name: IdleBenchmark.name) { _ in IdleBenchmark().run() },
  ]

  /// How long one benchmark may take before its remaining measurements are skipped: well under a minute, with
  /// its setup and its last run.
  private static let timeBudget = Duration.seconds(30)

  @MainActor
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == MemoryBenchmark.childArgument {
      guard arguments.count == 2, let child = MemoryChild(rawValue: arguments[1]) else { exit(2) }
      child.run()
    }
    if arguments.contains("-h") || arguments.contains("--help") {
      print(usage)
      return
    }
    let selected: [Entry]
    switch arguments.count {
    case 0: selected = entries
    case 1, 2:
      if arguments.count == 2 {
        guard let kind = TextEngineKind.allCases.first(where: { $0.label.lowercased() == arguments[1].lowercased() })
        else {
          FileHandle.standardError.write(Data("Unknown text engine '\(arguments[1])'.\n\(usage)\n".utf8))
          exit(2)
        }
        TextEngineKind.selection = [kind]
      }
      guard let entry = entries.first(where: { $0.name == arguments[0] }) else {
        FileHandle.standardError.write(Data("Unknown benchmark '\(arguments[0])'.\n\(usage)\n".utf8))
        exit(2)
      }
      selected = [entry]
    default:
      FileHandle.standardError.write(Data("Too many arguments.\n\(usage)\n".utf8))
      exit(2)
    }

    print(machineDescription)
    #if DEBUG
      print("WARNING: a debug build; run with -c release for meaningful numbers.")
    #endif
    TextEngineKind.prepareRendering()

    var met = 0
    var missed = 0
    let clock = ContinuousClock()
    for entry in selected {
      FileHandle.standardError.write(Data("Running \(entry.name)…\n".utf8))
      let start = clock.now
      let report = entry.run(Sampler(deadline: start + timeBudget))
      let (entryMet, entryMissed) = report.verdicts
      (met, missed) = (met + entryMet, missed + entryMissed)
      print("")
      print(report.rendered())
      print("  (\(Format.milliseconds((clock.now - start).milliseconds / 1000)) s including setup)")
    }
    print("")
    print("Targets: \(met) PASS, \(missed) MISS")
  }

  @MainActor
  private static var usage: String {
    "Usage: EaselBenchmarks [\(entries.map(\.name).joined(separator: " | ")) [fixed | pango]]\n"
      + "Runs every benchmark, or the one named (layout ones with one text engine if given), in release mode."
  }

  /// The machine, so numbers from different machines are not compared by mistake.
  private static var machineDescription: String {
    let cpuInfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model =
      cpuInfo.split(separator: "\n").first { $0.hasPrefix("model name") }
      .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
      ?? "unknown CPU"
    let processInfo = ProcessInfo.processInfo
    return "Easel benchmarks — \(model), \(processInfo.activeProcessorCount) cores, "
      + "\(processInfo.physicalMemory >> 30) GiB, \(processInfo.operatingSystemVersionString)\n"
      + "Median and minimum of each measurement (in ms unless the table says otherwise); ratios against a baseline "
      + "measured in this run."
  }
}
