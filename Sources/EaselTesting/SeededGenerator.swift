/// A random number generator that gives the same numbers for a seed on every machine and in every run (Vigna's
/// SplitMix64), so a benchmark lays out the same data each time and a failing fuzz case replays from its seed alone.
///
/// The standard library's `SystemRandomNumberGenerator` is seeded by the system and cannot repeat a run.
///
/// ```swift
/// var random = SeededGenerator(seed: 2026)
/// let sizes = (0..<200).map { _ in Double.random(in: 20...80, using: &random) }
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// The generator for `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
