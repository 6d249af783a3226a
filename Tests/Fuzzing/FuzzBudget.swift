import Foundation

/// How much a fuzzing run does: the bounded share `make test` runs, or the full campaign of `make fuzz`; either one
/// resized by the environment (`EASEL_FUZZ_STREAMS`, `EASEL_FUZZ_INPUTS`, `EASEL_FUZZ_KILLS`, `EASEL_FUZZ_SEED`).
public struct FuzzBudget: Sendable, Equatable, Codable {
  /// Event streams, dealt over every screen.
  public var streams: Int
  /// Mutated inputs per input format.
  public var inputsPerFormat: Int
  /// Kills of a saving app, per app.
  public var kills: Int
  /// The campaign's seed: the same seed plays the same streams and mutations.
  public var seed: UInt64

  public init(streams: Int, inputsPerFormat: Int, kills: Int, seed: UInt64) {
    (self.streams, self.inputsPerFormat, self.kills, self.seed) = (streams, inputsPerFormat, kills, seed)
  }

  /// What `make test` runs: one round of every screen's windows (34 screens × 20 streams), so that every screen gets
  /// its streams, sized for about a minute of a debug build on this two-core machine; the example share of
  /// 20,000 streams would take about half an hour there.
  public static let bounded = FuzzBudget(streams: 680, inputsPerFormat: 500, kills: 20, seed: 2026)
  /// What `make fuzz` runs.
  public static let full = FuzzBudget(streams: 1_000_000, inputsPerFormat: 100_000, kills: 1_000, seed: 2026)

  /// This budget, with the sizes the environment sets instead.
  public func overridden(by environment: [String: String] = ProcessInfo.processInfo.environment) -> FuzzBudget {
    var budget = self
    if let value = environment["EASEL_FUZZ_STREAMS"].flatMap(Int.init) { budget.streams = value }
    if let value = environment["EASEL_FUZZ_INPUTS"].flatMap(Int.init) { budget.inputsPerFormat = value }
    if let value = environment["EASEL_FUZZ_KILLS"].flatMap(Int.init) { budget.kills = value }
    if let value = environment["EASEL_FUZZ_SEED"].flatMap(UInt64.init) { budget.seed = value }
    return budget
  }
}
