import Foundation

/// What input fuzzing did to one format: how many inputs it tried, how the app took them, the slowest, and the
/// inputs that broke a rule.
public struct InputFuzzReport: Sendable {
  /// A mutated input that made the app misbehave: too slow, too much memory, an unclear refusal, or a problem the
  /// read reported.
  public struct Failure: Sendable, CustomStringConvertible {
    public let format: String
    public let seed: UInt64
    public let problem: String
    /// The input, at most its first 256 bytes shown.
    public let input: Data

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
}
