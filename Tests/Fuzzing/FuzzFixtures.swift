import Foundation

/// Inputs the fuzzers start from or drop: the other test targets' fixtures (read from the source tree, which the
/// tests and `make fuzz` run in), and hostile files made in code.
public enum FuzzFixtures {
  /// The fixture at `path` below `Tests/`; empty when the source tree is not there.
  public static func file(_ path: String) -> Data {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    return (try? Data(contentsOf: tests.appendingPathComponent(path))) ?? Data()
  }

  /// A 2 × 2 red PNG.
  public static let tinyPNG = Data(
    hex: "89504e470d0a1a0a0000000d4948445200000002000000020802000000fdd49a730000001049444154789c63f8cfc000440c100a"
      + "001fee03fd8b5f14d40000000049454e44ae426082")
}

extension Data {
  /// The bytes that `hex` spells, two digits each.
  init(hex: String) {
    var bytes: [UInt8] = []
    var digits = hex.makeIterator()
    while let high = digits.next(), let low = digits.next() {
      bytes.append(UInt8(String([high, low]), radix: 16)!)
    }
    self.init(bytes)
  }
}
