import EaselTesting
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Feeds mutated inputs to each ``InputFormat`` and checks every one gives an answer (read or clearly refused) within
/// ``timeLimit`` and ``memoryLimit``.
public struct InputFuzzer: Sendable {
  /// The longest a read may take.
  public var timeLimit: TimeInterval = 2
  /// The most resident memory the process may reach while reading.
  public var memoryLimit = 2_000_000_000

  /// A fuzzer whose time limit is multiplied by `EASEL_FUZZ_TIME_SCALE` when the environment sets it: the sanitizers'
  /// runs (`make asan`, `make tsan`) make every read several times slower.
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    if let scale = environment["EASEL_FUZZ_TIME_SCALE"].flatMap(Double.init), scale > 0 { timeLimit *= scale }
  }

  /// The inputs of a campaign of `count` mutations of `format`: its samples unchanged (the negative indices), then
  /// the mutations.
  public static func inputs(of format: InputFormat, mutations count: Int) -> Range<Int> {
    -format.samples.count..<count
  }

  /// Reads the inputs `indices` of `format` (see ``inputs(of:mutations:)``) of the campaign of `seed`, noting each
  /// in `journal` before it is read (a crash then names it); `progress` hears how many have been read, and the
  /// report so far, after each.
  public func run(
    _ format: InputFormat, inputs indices: Range<Int>, seed: UInt64, journal: FuzzJournal? = nil,
    progress: (Int, InputFuzzReport) -> Void = { _, _ in }
  ) -> InputFuzzReport {
    var report = InputFuzzReport(format: format.name)
    for index in indices {
      let inputSeed =
        index < 0 ? UInt64(index + format.samples.count) : Self.seed(of: index, format: format, campaignSeed: seed)
      check(
        Self.input(index, of: format, campaignSeed: seed), index: index, seed: inputSeed, of: format,
        journal: journal, into: &report)
      progress(index - indices.lowerBound + 1, report)
    }
    report.peakMemory = Self.peakMemory()
    return report
  }

  /// The seed of mutation `index` of `format` in the campaign of `campaignSeed`.
  static func seed(of index: Int, format: InputFormat, campaignSeed: UInt64) -> UInt64 {
    SeededGenerator.seed(campaignSeed ^ format.name.hashValueStable, item: index)
  }

  /// Input `index` of `format` in the campaign of `campaignSeed`: a sample for a negative index, a mutation of the
  /// samples otherwise.
  public static func input(_ index: Int, of format: InputFormat, campaignSeed: UInt64) -> Data {
    if index < 0 { return format.samples[index + format.samples.count] }
    let inputSeed = seed(of: index, format: format, campaignSeed: campaignSeed)
    var mutator = ByteMutator(seed: inputSeed)
    var random = SeededGenerator(seed: inputSeed)
    return mutator.mutate(random.pick(format.samples), corpus: format.samples)
  }

  private func check(
    _ input: Data, index: Int, seed: UInt64, of format: InputFormat, journal: FuzzJournal?,
    into report: inout InputFuzzReport
  ) {
    journal?.read(input, format: format.name, index: index, seed: seed)
    let start = Date()
    var problem: String?
    do {
      switch try format.read(input) {
      case .accepted: report.accepted += 1
      case .refused(let message):
        report.refused += 1
        if message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { problem = "refused without a message" }
      }
    } catch {
      problem = "\(error)"
    }
    let elapsed = Date().timeIntervalSince(start)
    report.tried += 1
    report.slowest = max(report.slowest, elapsed)
    if elapsed > timeLimit { problem = String(format: "took %.2f s", elapsed) }
    let memory = Self.peakMemory()
    if memory > memoryLimit { problem = "the process reached \(memory / 1_000_000) MB" }
    if let problem, report.failures.count < InputFuzzReport.failureLimit {
      report.failures.append(.init(format: format.name, seed: seed, problem: problem, input: input))
    }
  }

  /// The process's peak resident memory so far, in bytes.
  static func peakMemory() -> Int {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_maxrss * 1_024
  }
}

extension String {
  /// A hash that is the same in every run (Swift's `hashValue` is seeded per process), so a format's inputs are too.
  var hashValueStable: UInt64 {
    utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
  }
}
