import Foundation

/// A kind of input an app reads (images, `.emojiart` documents, the parSta! database, Atom feeds, `.strings` tables,
/// pasted emojis), with valid and hostile samples to mutate, and the app's own code that reads it.
public struct InputFormat: Sendable, CustomStringConvertible {
  public let name: String
  /// Inputs to mutate: valid ones and known attacks (bombs, entity expansion, deep nesting).
  public let samples: [Data]
  /// Reads an input as the app does; a problem that is no clear refusal (the user's files changed, say) is thrown.
  public let read: @Sendable (Data) throws -> InputVerdict

  public init(name: String, samples: [Data], read: @escaping @Sendable (Data) throws -> InputVerdict) {
    (self.name, self.samples, self.read) = (name, samples, read)
  }

  public var description: String { name }
}
