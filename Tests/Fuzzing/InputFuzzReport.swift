import Foundation

/// What input fuzzing did to one format: how many inputs it tried, how the app took them, the slowest, and the
/// inputs that broke a rule.
public struct InputFuzzReport: Sendable, Codable {
  /// A mutated input that made the app misbehave: too slow, too much memory, an unclear refusal, or a problem the
  /// read reported.
  public struct Failure: Sendable, Codable, CustomStringConvertible {
    public let format: String
    public let seed: UInt64
    public let problem: String
    /// The input, at most its first 256 bytes shown.
    public let input: Data

    public init(format: String, seed: UInt64, problem: String, input: Data) {
      (self.format, self.seed, self.problem, self.input) = (format, seed, problem, input)
    }

    public var description: String {
      "\(format), seed \(seed): \(problem); input (\(input.count) bytes) \(input.prefix(256).base64EncodedString())"
    }
  }

  public let format: String
  public var tried = 0
  public var accepted = 0
  public var refused = 0
  /// The longest read, in seconds.
  public var slowest: TimeInterval = 0
  /// The process's peak resident memory after the reads, in bytes.
  public var peakMemory = 0
  public var failures: [Failure] = []

  public init(format: String) { self.format = format }

  /// Adds the reads of `other`, a report of other inputs of the same format, keeping at most ``failureLimit``
  /// failures as a single run does.
  public mutating func merge(_ other: InputFuzzReport) {
    tried += other.tried
    accepted += other.accepted
    refused += other.refused
    slowest = max(slowest, other.slowest)
    peakMemory = max(peakMemory, other.peakMemory)
    failures += other.failures.prefix(max(0, Self.failureLimit - failures.count))
  }

  /// The most failures a report keeps: beyond it, more of the same say nothing new.
  public static let failureLimit = 20
}
