/// A cache of values keyed by text that starts again, empty, when it holds too many entries or too much text: what
/// shaping keeps is cheap to make again, and starting again costs nothing per lookup, unlike recency bookkeeping.
///
/// Bounding the text as well as the count matters for text edited at length: each keystroke in a field of 10 KB of
/// text is a new paragraph of 10 KB, which the word cache kept at about 73 KB a time.
struct ResettingCache<Key: Hashable, Value> {
  private var entries: [Key: Value] = [:]
  /// The bytes of text of the entries' keys.
  private var textBytes = 0
  /// The entries kept at most.
  let capacity: Int
  /// The bytes of text the entries' keys may hold together.
  let textBudget: Int

  init(capacity: Int, textBudget: Int) {
    self.capacity = capacity
    self.textBudget = textBudget
  }

  /// The number of entries.
  var count: Int { entries.count }

  subscript(key: Key) -> Value? { entries[key] }

  /// Keeps `value` for `key`, whose text is `textBytes` long, emptying the cache first when it would exceed a bound.
  mutating func insert(_ value: Value, for key: Key, textBytes: Int) {
    if entries.count >= capacity || self.textBytes + textBytes > textBudget {
      entries.removeAll(keepingCapacity: true)
      self.textBytes = 0
    }
    entries[key] = value
    self.textBytes += textBytes
  }
}
