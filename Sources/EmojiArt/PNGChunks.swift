import Foundation

/// A PNG file as its list of chunks, to read and write the text chunks an image carries beside its pixels, without
/// decoding the image.
///
/// Reading is bounded: a chunk whose length is beyond the format's limit or beyond the end of the data, a checksum
/// that does not match, or a file that ends before its `IEND` chunk is refused with a ``PNGChunkError``, so a
/// damaged or hostile file never makes the reader allocate more than the file's own size.
struct PNGChunks: Equatable {
  /// One chunk: a four-letter type (such as `IHDR`, `IDAT`, `iTXt`) and its data.
  struct Chunk: Equatable {
    var type: String
    var data: Data
  }

  /// The eight bytes every PNG file starts with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  /// The longest chunk the format allows (2³¹ − 1 bytes).
  static let maximumChunkLength = Int(Int32.max)
  /// The type of the chunk that ends a PNG file.
  private static let endType = "IEND"
  /// The type of international text chunks: a keyword and UTF-8 text.
  private static let textType = "iTXt"

  /// The chunks, in file order, `IHDR` first and `IEND` last.
  private(set) var chunks: [Chunk]

  /// Reads the chunks of the PNG file `data`, checking each one's length and checksum.
  init(data: Data) throws(PNGChunkError) {
    let bytes = [UInt8](data)
    guard bytes.starts(with: Self.signature) else { throw .notPNG }
    var offset = Self.signature.count
    var chunks: [Chunk] = []
    while chunks.last?.type != Self.endType {
      guard bytes.count - offset >= 8 else { throw .truncated(after: chunks.last?.type) }
      let length = Int(Self.uint32(bytes, at: offset))
      let typeBytes = bytes[offset + 4..<offset + 8]
      guard typeBytes.allSatisfy(Self.isLetter) else { throw .notPNG }
      let type = String(decoding: typeBytes, as: UTF8.self)
      guard length <= Self.maximumChunkLength else { throw .chunkTooLong(type: type, length: length) }
      // Compared as a remainder, so an absurd length cannot overflow the sum of offsets.
      guard bytes.count - offset - 12 >= length else { throw .truncated(after: type) }
      let dataStart = offset + 8
      let stored = Self.uint32(bytes, at: dataStart + length)
      guard CRC32.checksum(bytes[offset + 4..<dataStart + length]) == stored else { throw .checksumMismatch(type) }
      if chunks.isEmpty && type != "IHDR" { throw .notPNG }
      chunks.append(Chunk(type: type, data: Data(bytes[dataStart..<dataStart + length])))
      offset = dataStart + length + 4
    }
    self.chunks = chunks
  }

  /// The PNG file: the signature, then each chunk as its length, type, data and checksum.
  var data: Data {
    var data = Data(Self.signature)
    for chunk in chunks {
      let typeAndData = Data(chunk.type.utf8) + chunk.data
      data.append(contentsOf: Self.bigEndian(UInt32(chunk.data.count)))
      data.append(typeAndData)
      data.append(contentsOf: Self.bigEndian(CRC32.checksum(typeAndData)))
    }
    return data
  }

  /// The text of the `iTXt` chunk with `keyword`, or `nil` when the file has none.
  func text(forKeyword keyword: String) throws(PNGChunkError) -> String? {
    for chunk in chunks where chunk.type == Self.textType {
      guard let text = try InternationalText(chunk.data), text.keyword == keyword else { continue }
      return text.text
    }
    return nil
  }

  /// Stores `text` in an uncompressed `iTXt` chunk with `keyword`, replacing any the file had, just before `IEND`.
  mutating func setText(_ text: String, forKeyword keyword: String) throws(PNGChunkError) {
    var kept: [Chunk] = []
    for chunk in chunks {
      if chunk.type == Self.textType, try InternationalText(chunk.data)?.keyword == keyword { continue }
      kept.append(chunk)
    }
    let chunk = Chunk(type: Self.textType, data: try InternationalText(keyword: keyword, text: text).data)
    guard chunk.data.count <= Self.maximumChunkLength else {
      throw .chunkTooLong(type: Self.textType, length: chunk.data.count)
    }
    kept.insert(chunk, at: kept.count - 1)
    chunks = kept
  }

  private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

  private static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }
}

/// The contents of an `iTXt` chunk: a Latin-1 keyword, a compression flag and method, a language tag, the keyword
/// translated, then the UTF-8 text, the first four each ended by a zero byte. Only uncompressed text is read:
/// it is the only kind EmojiArt writes, and inflating would take a zlib that this pure-Swift module does not have.
private struct InternationalText {
  var keyword: String
  var text: String

  /// Keywords are 1 to 79 printable Latin-1 characters.
  private static let keywordLengths = 1...79

  init(keyword: String, text: String) throws(PNGChunkError) {
    guard Self.keywordLengths.contains(keyword.utf8.count), keyword.utf8.allSatisfy({ (0x20...0x7E).contains($0) })
    else { throw .invalidText(keyword) }
    (self.keyword, self.text) = (keyword, text)
  }

  /// Reads `data`; `nil` for a chunk that is not well formed enough to name its keyword, which readers skip as
  /// they do any chunk they do not know.
  init?(_ data: Data) throws(PNGChunkError) {
    let bytes = [UInt8](data)
    guard let keywordEnd = bytes.firstIndex(of: 0), Self.keywordLengths.contains(keywordEnd) else { return nil }
    keyword = String(decoding: bytes[..<keywordEnd], as: Unicode.ASCII.self)
    let flags = keywordEnd + 1
    guard bytes.count >= flags + 2 else { throw .invalidText(keyword) }
    guard bytes[flags] == 0 else { throw .compressedText(keyword) }
    // Skips the language tag and the translated keyword, each ended by a zero byte.
    var start = flags + 2
    for _ in 0..<2 {
      guard let end = bytes[start...].firstIndex(of: 0) else { throw .invalidText(keyword) }
      start = end + 1
    }
    guard let text = String(validating: bytes[start...], as: UTF8.self) else { throw .invalidText(keyword) }
    self.text = text
  }

  var data: Data {
    Data(keyword.utf8) + Data([0, 0, 0, 0, 0]) + Data(text.utf8)
  }
}

/// Why a PNG file's chunks could not be read or written. Its description ends the sentence "“name” could not be
/// opened: …".
enum PNGChunkError: LocalizedError, Equatable {
  /// The data does not start as a PNG file does.
  case notPNG
  /// The file ends inside a chunk or before `IEND`; the associated value is the last chunk read whole.
  case truncated(after: String?)
  /// A chunk says it is longer than the format allows.
  case chunkTooLong(type: String, length: Int)
  /// A chunk's data does not match its checksum.
  case checksumMismatch(String)
  /// The `iTXt` chunk with this keyword is not well formed, or the keyword is not a valid one.
  case invalidText(String)
  /// The `iTXt` chunk with this keyword is compressed.
  case compressedText(String)

  var errorDescription: String? {
    switch self {
    case .notPNG: "it is not a PNG image"
    case .truncated(let type?): "the PNG image is cut short after its “\(type)” chunk"
    case .truncated(nil): "the PNG image is cut short"
    case .chunkTooLong(let type, let length):
      "its “\(type)” chunk claims \(length) bytes, more than a PNG chunk may have"
    case .checksumMismatch(let type): "its “\(type)” chunk is damaged (the checksum does not match)"
    case .invalidText(let keyword): "its “\(keyword)” text is damaged"
    case .compressedText(let keyword): "its “\(keyword)” text is compressed, which EmojiArt does not read"
    }
  }
}
