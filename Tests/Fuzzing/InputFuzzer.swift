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

  public init() {}

  /// Tries the samples of `format` unchanged, then `count` mutations of them from `seed`.
  public func run(
    _ format: InputFormat, count: Int, seed: UInt64, progress: (Int) -> Void = { _ in }
  ) -> InputFuzzReport {
    var report = InputFuzzReport(format: format.name)
    for (index, sample) in format.samples.enumerated() {
      check(sample, seed: UInt64(index), of: format, into: &report)
    }
    for index in 0..<count {
      let inputSeed = SeededGenerator.seed(seed ^ format.name.hashValueStable, item: index)
      var mutator = ByteMutator(seed: inputSeed)
      var random = SeededGenerator(seed: inputSeed)
      let input = mutator.mutate(random.pick(format.samples), corpus: format.samples)
      check(input, seed: inputSeed, of: format, into: &report)
      progress(index + 1)
    }
    report.peakMemory = Self.peakMemory()
    return report
  }

  private func check(_ input: Data, seed: UInt64, of format: InputFormat, into report: inout InputFuzzReport) {
    FuzzJournal.note(input, of: format.name)
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
    if let problem, report.failures.count < 20 {
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
