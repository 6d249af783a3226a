import EaselTesting
import Foundation

/// Mutates a valid input into a damaged one, as a fuzzer does: flips bits, overwrites bytes with edge values, cuts
/// the end off, splices in part of another input, repeats a run (nesting, long text), and writes huge lengths.
public struct ByteMutator {
  private var random: SeededGenerator

  public init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  /// One to four mutations of `data`, drawing splices from `corpus`.
  public mutating func mutate(_ data: Data, corpus: [Data]) -> Data {
    var bytes = [UInt8](data)
    for _ in 0..<random.int(1...4) { mutateOnce(&bytes, corpus: corpus) }
    return Data(bytes)
  }

  private mutating func mutateOnce(_ bytes: inout [UInt8], corpus: [Data]) {
    guard !bytes.isEmpty else {
      bytes = [UInt8](random.pick(corpus))
      return
    }
    let at = random.int(0...bytes.count - 1)
    switch random.int(0...7) {
    case 0:
      bytes[at] ^= 1 << UInt8(random.int(0...7))
    case 1:
      bytes[at] = random.pick([0x00, 0x01, 0x7F, 0x80, 0xFF, 0x3C, 0x26, 0x22, 0x5C, 0x0A])
    case 2:
      bytes.removeSubrange(random.int(0...bytes.count - 1)...)
    case 3:
      let other = [UInt8](random.pick(corpus))
      guard !other.isEmpty else { return }
      let from = random.int(0...other.count - 1)
      let length = random.int(1...min(4_096, other.count - from))
      bytes.replaceSubrange(at..<min(bytes.count, at + length), with: other[from..<from + length])
    case 4:
      let length = random.int(1...min(64, bytes.count - at))
      let run = bytes[at..<at + length]
      let copies = random.chance(0.1) ? random.int(100...20_000) : random.int(2...16)
      bytes.insert(contentsOf: Array(repeating: run, count: copies).joined(), at: at)
    case 5:
      // A length field or a dimension read as big-endian or little-endian 32 bits.
      let huge: [UInt8] = random.pick([[0xFF, 0xFF, 0xFF, 0xFF], [0x7F, 0xFF, 0xFF, 0xFF], [0x00, 0x01, 0x00, 0x00]])
      bytes.replaceSubrange(at..<min(bytes.count, at + 4), with: huge)
    case 6:
      bytes.remove(at: at)
    default:
      let digits = Array(String(random.pick([0, -1, 1 << 31, Int.max, -Int.max, 1_000_000_000])).utf8)
      bytes.insert(contentsOf: digits, at: at)
    }
  }
}
