/// A cache that starts again, empty, when it holds too many entries or too many bytes: what it keeps (shaped text,
/// rasterized symbols) is cheap to make again, and starting again costs nothing per lookup, unlike recency
/// bookkeeping.
///
/// Bounding the bytes as well as the count matters when entries vary in size: each keystroke in a field of 10 KB of
/// text is a new paragraph of 10 KB, which the word cache kept at about 73 KB a time, and a symbol drawn at a new
/// size each frame of an animation is a new bitmap of up to 64 MB.
struct ResettingCache<Key: Hashable, Value> {
  private var entries: [Key: Value] = [:]
  /// The bytes the entries stand for: their keys' text, their bitmaps' pixels.
  private(set) var bytes = 0
  /// The entries kept at most.
  let capacity: Int
  /// The bytes the entries may stand for together.
  let byteBudget: Int

  init(capacity: Int, byteBudget: Int) {
    self.capacity = capacity
    self.byteBudget = byteBudget
  }

  /// The number of entries.
  var count: Int { entries.count }

  subscript(key: Key) -> Value? { entries[key] }

  /// Keeps `value` for `key`, which stands for `bytes`, emptying the cache first when it would exceed a bound.
  mutating func insert(_ value: Value, for key: Key, bytes: Int) {
    if entries.count >= capacity || self.bytes + bytes > byteBudget {
      entries.removeAll(keepingCapacity: true)
      self.bytes = 0
    }
    entries[key] = value
    self.bytes += bytes
  }
}
