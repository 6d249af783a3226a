import Foundation

/// The first frame of a GIF file, as a GIF file of its own.
///
/// Easel shows a GIF's first frame, but gdk-pixbuf's loader decodes every frame of an animation before it answers:
/// a small file of tens of thousands of one-pixel frames keeps it busy for seconds. Cutting the file after its first
/// image, before the loader sees it, makes the cost that of one frame whatever the file holds.
enum GIFFirstFrame {
  /// `data` up to the end of its first image, followed by the trailer; `data` itself when it is not a GIF, holds a
  /// single image, or is damaged before the end of its first image (the loader then explains what is wrong).
  static func cut(_ data: Data) -> Data {
    guard let end = endOfFirstImage(in: data), end < data.endIndex else { return data }
    var cut = data[data.startIndex..<end]
    cut.append(trailer)
    return cut
  }

  private static let trailer: UInt8 = 0x3B
  private static let extensionIntroducer: UInt8 = 0x21
  private static let imageSeparator: UInt8 = 0x2C

  /// The index just past the first image's data, after the header, the colour tables and any extensions before it.
  private static func endOfFirstImage(in data: Data) -> Data.Index? {
    var reader = Reader(data: data)
    guard let signature = reader.bytes(6), signature.starts(with: Array("GIF".utf8)),
      let screen = reader.bytes(7)
    else { return nil }
    guard reader.skip(colorTableSize(packed: screen[4])) else { return nil }
    while let introducer = reader.byte() {
      switch introducer {
      case extensionIntroducer:
        guard reader.byte() != nil, reader.skipSubBlocks() else { return nil }
      case imageSeparator:
        guard let descriptor = reader.bytes(9), reader.skip(colorTableSize(packed: descriptor[8])),
          reader.byte() != nil, reader.skipSubBlocks()
        else { return nil }
        return reader.index
      default:
        return nil
      }
    }
    return nil
  }

  /// The bytes of the colour table a packed field announces: none, or three per colour.
  private static func colorTableSize(packed: UInt8) -> Int {
    packed & 0x80 == 0 ? 0 : 3 << (Int(packed & 0x07) + 1)
  }

  /// Reads a GIF's blocks forwards, answering `nil` or `false` past the end of the data.
  private struct Reader {
    let data: Data
    private(set) var index: Data.Index

    init(data: Data) {
      self.data = data
      index = data.startIndex
    }

    mutating func byte() -> UInt8? {
      guard index < data.endIndex else { return nil }
      defer { index += 1 }
      return data[index]
    }

    mutating func bytes(_ count: Int) -> [UInt8]? {
      guard data.endIndex - index >= count else { return nil }
      defer { index += count }
      return [UInt8](data[index..<index + count])
    }

    mutating func skip(_ count: Int) -> Bool {
      guard data.endIndex - index >= count else { return false }
      index += count
      return true
    }

    /// Skips data sub-blocks (a length byte, then that many bytes) up to the empty one that ends them.
    mutating func skipSubBlocks() -> Bool {
      while let length = byte() {
        if length == 0 { return true }
        guard skip(Int(length)) else { return false }
      }
      return false
    }
  }
}
