/// One thing the content check found wrong: the item it is about, and what.
public struct ContentFinding: Hashable, Sendable, CustomStringConvertible {
  /// The question's or lesson's id, with a lesson section's index after `#`.
  public var item: String
  /// What is wrong, for a maintainer to act on.
  public var message: String

  /// A finding about `item`.
  public init(_ item: String, _ message: String) { (self.item, self.message) = (item, message) }

  public var description: String { "\(item): \(message)" }
}
