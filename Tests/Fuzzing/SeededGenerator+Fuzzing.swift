import EaselTesting

/// The fuzzers' draws: seeds of items, and values, picks and chances.
extension SeededGenerator {
  /// The seed of item `index` (a stream, an input) of a campaign seeded `seed`: apart for every index.
  public static func seed(_ seed: UInt64, item index: Int) -> UInt64 {
    var mixer = SeededGenerator(seed: seed ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
    return mixer.next()
  }

  /// A value of `range`.
  public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

  /// A value of `range`.
  public mutating func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }

  /// Whether an event with `probability` happens.
  public mutating func chance(_ probability: Double) -> Bool { double(0...1) < probability }

  /// One of `elements`, which is not empty.
  public mutating func pick<T>(_ elements: [T]) -> T { elements[int(0...elements.count - 1)] }
}
