import Foundation

/// Image files built to exhaust a decoder: huge dimensions in a few bytes, a GIF of thousands of frames, a nested SVG.
public enum HostileImages {
  /// A PNG whose header claims `width` × `height` pixels, followed by a few bytes of image data.
  public static func png(width: UInt32, height: UInt32) -> Data {
    var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    data += chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0])
    // zlib: a stored block of zeros, far short of what the header promises.
    data += chunk("IDAT", [0x78, 0x01, 0x01, 0x08, 0x00, 0xF7, 0xFF] + [UInt8](repeating: 0, count: 8))
    data += chunk("IEND", [])
    return data
  }

  /// A GIF of `frames` frames of one pixel on a `width` × `height` screen.
  public static func gif(frames: Int, width: UInt16 = 1_000, height: UInt16 = 1_000) -> Data {
    var data = Data("GIF89a".utf8)
    data += littleEndian(width) + littleEndian(height)
    // A global table of two colours, then the looping extension.
    data += [0x80, 0, 0] + [0, 0, 0, 0xFF, 0xFF, 0xFF]
    data += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
    for frame in 0..<frames {
      // A 10 ms delay, then a 1 × 1 image at a place that moves.
      data += [0x21, 0xF9, 4, 0, 1, 0, 0, 0]
      data += [0x2C] + littleEndian(UInt16(frame % Int(width))) + littleEndian(UInt16(frame / Int(width) % Int(height)))
      data += littleEndian(1) + littleEndian(1) + [0]
      // LZW, minimum code size 2: clear (4), pixel 0, end (5), in 3-bit codes: 0b101_000_100.
      data += [2, 2, 0x44, 0x01, 0]
    }
    data.append(0x3B)
    return data
  }

  /// An SVG that claims `size` × `size` points and nests groups `depth` deep.
  public static func svg(size: Int, depth: Int) -> Data {
    let open = String(repeating: "<g>", count: depth)
    let close = String(repeating: "</g>", count: depth)
    return Data(
      """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(size)" height="\(size)">\(open)<rect width="10" height="10"/>\(close)</svg>
      """.utf8)
  }

  /// An SVG whose entities expand a billion-fold.
  public static let svgBillionLaughs = Data(
    """
    <?xml version="1.0"?>
    <!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">\
    <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">\
    <!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;"><!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;">\
    <!ENTITY g "&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;"><!ENTITY h "&g;&g;&g;&g;&g;&g;&g;&g;&g;&g;">\
    <!ENTITY i "&h;&h;&h;&h;&h;&h;&h;&h;&h;&h;">]>
    <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&i;</text></svg>
    """.utf8)

  private static func chunk(_ type: String, _ body: [UInt8]) -> Data {
    let typed = Array(type.utf8) + body
    return Data(bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed)))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
  }
  private static func littleEndian(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
