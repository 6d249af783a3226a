import Foundation

/// Reads an image's dimensions from the first bytes of the common formats, so that a huge image is refused before
/// its pixels are decoded.
enum ImageHeader {
  /// Width and height in pixels, for PNG, GIF and JPEG data; `nil` for other formats or a header cut short.
  static func pixelSize(of data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(256 * 1024))
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      // The IHDR chunk comes first: length, "IHDR", width, height (big-endian).
      guard bytes.count >= 24 else { return nil }
      return (bigEndian(bytes, 16, 4), bigEndian(bytes, 20, 4))
    }
    if bytes.starts(with: Array("GIF8".utf8)) {
      guard bytes.count >= 10 else { return nil }
      return (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
    }
    if bytes.starts(with: [0xFF, 0xD8]) { return jpegSize(bytes) }
    return nil
  }

  /// Whether `data` holds a whole file, for formats whose end is marked: a PNG's chunks run to its IEND chunk, a
  /// JPEG ends with its end-of-image marker (cameras may append data after it, so it is looked for near the end).
  /// Other formats are left to the decoder.
  static func isComplete(_ data: Data) -> Bool {
    let bytes = [UInt8](data)
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      var index = 8
      while index + 12 <= bytes.count {
        let length = bigEndian(bytes, index, 4)
        if bytes[index + 4..<index + 8].elementsEqual("IEND".utf8) { return true }
        index += 12 + length
      }
      return false
    }
    if bytes.starts(with: [0xFF, 0xD8]) {
      let tail = bytes.suffix(1024 * 1024)
      return zip(tail, tail.dropFirst()).contains { $0 == 0xFF && $1 == 0xD9 }
    }
    return true
  }

  /// The size in the first start-of-frame segment, walking the segments that come before it.
  private static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    var index = 2
    while index + 4 <= bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {
        index += 1
        continue
      }
      // Markers without a length: TEM, RSTn, SOI.
      if marker == 0x01 || (0xD0...0xD8).contains(marker) {
        index += 2
        continue
      }
      let length = bigEndian(bytes, index + 2, 2)
      // SOF0…SOF15, except DHT (C4), JPG (C8) and DAC (CC).
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        guard index + 9 <= bytes.count else { return nil }
        return (bigEndian(bytes, index + 7, 2), bigEndian(bytes, index + 5, 2))
      }
      guard length >= 2 else { return nil }
      index += 2 + length
    }
    return nil
  }

  private static func bigEndian(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int {
    bytes[start..<start + count].reduce(0) { $0 << 8 | Int($1) }
  }
}
