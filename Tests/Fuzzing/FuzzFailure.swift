/// A stream that broke an invariant, shrunk to a few events: its seed and screen replay it, its events are a
/// regression test.
public struct FuzzFailure: Sendable, Codable, CustomStringConvertible {
  /// The screen played into.
  public let screen: String
  /// The seed of the failing stream.
  public let seed: UInt64
  /// The problems the shrunk stream leaves.
  public let problems: [FuzzProblem]
  /// The shrunk stream, played into a fresh window of `screen`.
  public let reproduction: [FuzzEvent]
  /// The length of the stream before shrinking (with the streams played before it into the same window).
  public let originalLength: Int

  public init(screen: String, seed: UInt64, problems: [FuzzProblem], reproduction: [FuzzEvent], originalLength: Int) {
    (self.screen, self.seed, self.problems) = (screen, seed, problems)
    (self.reproduction, self.originalLength) = (reproduction, originalLength)
  }

  /// Whether `other` is the same fault: on the same screen, with the same kinds of problem.
  public func isSameFault(as other: FuzzFailure) -> Bool {
    screen == other.screen && Set(problems.map(\.kind)) == Set(other.problems.map(\.kind))
  }

  public var description: String {
    """
    \(screen), seed \(seed): \(problems.map(\.description).joined(separator: "; "))
    shrunk from \(originalLength) to \(reproduction.count) events:
      [\(reproduction.map(\.description).joined(separator: ",\n   "))]
    """
  }
}
