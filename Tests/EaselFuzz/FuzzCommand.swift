import Foundation
import Fuzzing

/// What one run of `easel-fuzz` does: the campaign, which deals its work to worker processes of the same executable,
/// or one of those workers' shares, or the replay of a stream that crashed one.
enum FuzzCommand {
  /// The campaign: `easel-fuzz [--streams N] [--inputs N] [--kills N] [--seed N] [--jobs N] [--checkpoint F]
  /// [--build ID] [--planted-crash]`.
  case campaign(CampaignOptions)
  /// Event streams `slice.indices`: `easel-fuzz worker events --from A --count N --seed S --journal F --report F`.
  case eventWorker(WorkerSlice)
  /// Mutations `slice.indices` of one format: `easel-fuzz worker inputs --format NAME --from A …`.
  case inputWorker(format: String, WorkerSlice)
  /// Plays the events in a JSON file into a fresh window of a screen: `easel-fuzz replay --screen "app|name"
  /// --events F`. It exits normally unless the events crash it (a crash) or leave an invariant broken (status 1,
  /// with the problems on standard error).
  case replay(screen: String, events: URL, plantedCrash: Bool)
  /// The soak: `easel-fuzz soak [--streams N] [--every N] [--warm-up N] [--seed N] [--jobs N] [--output FOLDER]`.
  case soak(SoakOptions)
  /// One app's window of the soak: `easel-fuzz worker soak --app I … --journal F --report F`.
  case soakWorker(app: Int, SoakOptions, journal: URL, report: URL)

  static let usage = """
    usage: easel-fuzz [--streams N] [--inputs N] [--kills N] [--seed N] [--jobs N] [--checkpoint FILE]
                      [--build ID] [--planted-crash]
           easel-fuzz soak [--streams N] [--every N] [--warm-up N] [--seed N] [--jobs N] [--output FOLDER]
    (worker and replay commands are run by the campaign itself)
    """

  struct UsageError: Error {}

  init(arguments: [String]) throws {
    var words = arguments[...]
    var verbs: [String] = []
    while let word = words.first, !word.hasPrefix("--") {
      verbs.append(word)
      words.removeFirst()
    }
    var values: [String: String] = [:]
    var plantedCrash = false
    while let flag = words.popFirst() {
      if flag == "--planted-crash" {
        plantedCrash = true
        continue
      }
      guard flag.hasPrefix("--"), let value = words.popFirst() else { throw UsageError() }
      values[String(flag.dropFirst(2))] = value
    }
    func number<Number: LosslessStringConvertible>(_ name: String) throws -> Number? {
      guard let text = values[name] else { return nil }
      guard let value = Number(text) else { throw UsageError() }
      return value
    }
    func slice() throws -> WorkerSlice {
      guard let from: Int = try number("from"), let count: Int = try number("count"),
        let seed: UInt64 = try number("seed"), let journal = values["journal"], let report = values["report"]
      else { throw UsageError() }
      return WorkerSlice(
        indices: from..<from + count, seed: seed, journal: URL(fileURLWithPath: journal),
        report: URL(fileURLWithPath: report), plantedCrash: plantedCrash)
    }
    switch verbs {
    case []:
      var options = CampaignOptions(budget: FuzzBudget.full.overridden(), plantedCrash: plantedCrash)
      options.budget.streams = try number("streams") ?? options.budget.streams
      options.budget.inputsPerFormat = try number("inputs") ?? options.budget.inputsPerFormat
      options.budget.kills = try number("kills") ?? options.budget.kills
      options.budget.seed = try number("seed") ?? options.budget.seed
      options.jobs = max(1, try number("jobs") ?? options.jobs)
      options.checkpoint = values["checkpoint"].map { URL(fileURLWithPath: $0) }
      options.build = values["build"] ?? options.build
      self = .campaign(options)
    case ["worker", "events"]:
      self = .eventWorker(try slice())
    case ["worker", "inputs"]:
      guard let format = values["format"] else { throw UsageError() }
      self = .inputWorker(format: format, try slice())
    case ["soak"], ["worker", "soak"]:
      var options = SoakOptions()
      options.streams = try number("streams") ?? options.streams
      options.sampleEvery = max(1, try number("every") ?? options.sampleEvery)
      options.warmUp = try number("warm-up") ?? options.warmUp
      options.seed = try number("seed") ?? options.seed
      options.jobs = max(1, try number("jobs") ?? options.jobs)
      options.output = values["output"].map { URL(fileURLWithPath: $0, isDirectory: true) } ?? options.output
      guard verbs == ["worker", "soak"] else {
        self = .soak(options)
        return
      }
      guard let app: Int = try number("app"), let journal = values["journal"], let report = values["report"] else {
        throw UsageError()
      }
      self = .soakWorker(
        app: app, options, journal: URL(fileURLWithPath: journal), report: URL(fileURLWithPath: report))
    case ["replay"]:
      guard let screen = values["screen"], let events = values["events"] else { throw UsageError() }
      self = .replay(screen: screen, events: URL(fileURLWithPath: events), plantedCrash: plantedCrash)
    default:
      throw UsageError()
    }
  }
}

/// How the campaign runs.
struct CampaignOptions {
  var budget: FuzzBudget
  /// How many worker processes run at once: by default, one per processor.
  var jobs = ProcessInfo.processInfo.activeProcessorCount
  /// Whether the campaign plays only into the screen with a planted crash, to check that crashes are caught.
  var plantedCrash: Bool
  /// Where the campaign notes what it has done after each slice, and resumes from when it is run again with the
  /// same sizes, seed and build; `nil` keeps no checkpoint.
  var checkpoint: URL?
  /// What identifies the code being fuzzed, so that a checkpoint resumes only on the code that began it; without
  /// `--build`, the executable's own path and modification time.
  var build = CampaignOptions.executableIdentity
}

extension CampaignOptions {
  /// The running executable's path and modification time: a rebuilt fuzzer is another build.
  static var executableIdentity: String {
    let path = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? nil
    return "\(path) \(modified.map { "\($0.timeIntervalSince1970)" } ?? "?")"
  }
}

/// The share of a phase one worker process plays: which streams or inputs, and the files through which it reports.
struct WorkerSlice {
  var indices: Range<Int>
  var seed: UInt64
  /// Where the worker notes each step before it runs, so that the campaign knows what crashed it.
  var journal: URL
  /// Where the worker keeps its report, rewritten after each step, so that a crash loses only the step it ended.
  var report: URL
  var plantedCrash: Bool

  /// The arguments that give this slice to a worker.
  var arguments: [String] {
    [
      "--from", "\(indices.lowerBound)", "--count", "\(indices.count)", "--seed", "\(seed)", "--journal", journal.path,
      "--report", report.path,
    ] + (plantedCrash ? ["--planted-crash"] : [])
  }

  /// The screens the campaign plays into.
  @MainActor static func screens(plantedCrash: Bool) -> [FuzzScreen] {
    plantedCrash ? FuzzScreens.plantedCrash : FuzzScreens.all
  }
}

/// How the soak runs (`easel-fuzz soak`).
struct SoakOptions {
  /// The streams each app's window takes.
  var streams = 200_000
  /// The streams between samples.
  var sampleEvery = 10_000
  /// The streams before the samples must stay flat; by default, one sampling interval.
  var warmUp: Int?
  var seed: UInt64 = FuzzBudget.full.seed
  /// How many apps' windows soak at once, each in its own process: by default, one per processor.
  var jobs = ProcessInfo.processInfo.activeProcessorCount
  /// Where the samples (`samples.csv`) and their chart (`chart.svg`) are written.
  var output = URL(fileURLWithPath: "soak", isDirectory: true)

  /// The arguments that give these options to a worker.
  var arguments: [String] {
    ["--streams", "\(streams)", "--every", "\(sampleEvery)", "--seed", "\(seed)"]
      + (warmUp.map { ["--warm-up", "\($0)"] } ?? [])
  }
}
