import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore
@testable import EmojiArt

/// The PNG chunk reader and writer: CRC-32, text chunks, and damaged files refused with the reason.
@MainActor struct PNGChunksTests {
  /// The blue 300 × 200 fixture.
  let picture: Data

  init() throws {
    picture = try Data(contentsOf: try EmojiArtHost.fixture("background.png"))
    // Installs the image decoder, which the tests use to see that pictures still decode.
    ViewHost.prepareRendering()
  }

  /// `data` with the big-endian `value` written at `offset`.
  private func patching(_ data: Data, at offset: Int, with value: UInt32) -> Data {
    var bytes = [UInt8](data)
    for (index, shift) in [24, 16, 8, 0].enumerated() {
      bytes[offset + index] = UInt8(truncatingIfNeeded: value >> shift)
    }
    return Data(bytes)
  }

  @Test func crc32MatchesTheStandardCheckValues() {
    #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082, "the checksum every PNG file ends with")
    #expect(CRC32.checksum([UInt8]()) == 0)
    let whole = CRC32.checksum(Array("hello, world".utf8))
    #expect(CRC32.checksum(Array(", world".utf8), continuing: CRC32.checksum(Array("hello".utf8))) == whole)
  }

  @Test func aPNGReadsAsItsChunksAndWritesBackTheSameBytes() throws {
    let chunks = try PNGChunks(data: picture)
    #expect(chunks.chunks.first?.type == "IHDR" && chunks.chunks.last?.type == "IEND")
    #expect(chunks.chunks.contains { $0.type == "IDAT" })
    #expect(chunks.data == picture)
  }

  @Test func textIsStoredBeforeTheEndAndReadBack() throws {
    var chunks = try PNGChunks(data: picture)
    #expect(try chunks.text(forKeyword: "org.easel.test") == nil)
    try chunks.setText("{\"emoji\": \"👩‍💻\"}", forKeyword: "org.easel.test")
    try chunks.setText("other", forKeyword: "Comment")
    try chunks.setText("{\"emoji\": \"🐶\"}", forKeyword: "org.easel.test")
    #expect(chunks.chunks.suffix(3).map(\.type) == ["iTXt", "iTXt", "IEND"], "one chunk a keyword, before IEND")
    let read = try PNGChunks(data: chunks.data)
    #expect(try read.text(forKeyword: "org.easel.test") == "{\"emoji\": \"🐶\"}")
    #expect(try read.text(forKeyword: "Comment") == "other")
    #expect(UIImage(data: chunks.data)?.size == CGSize(width: 300, height: 200), "the picture still decodes")
  }

  @Test func aKeywordMustBeOneTo79PrintableCharacters() throws {
    var chunks = try PNGChunks(data: picture)
    for keyword in ["", String(repeating: "k", count: 80), "tab\there"] {
      #expect(throws: PNGChunkError.invalidText(keyword)) { try chunks.setText("text", forKeyword: keyword) }
    }
  }

  @Test func dataThatIsNotAPNGIsRefused() {
    #expect(throws: PNGChunkError.notPNG) { try PNGChunks(data: Data("{\"version\": 1}".utf8)) }
    #expect(throws: PNGChunkError.notPNG) { try PNGChunks(data: Data()) }
  }

  @Test func aTruncatedPNGIsRefused() throws {
    // The signature (8) and IHDR (25) whole, then cut inside the next chunk.
    #expect(throws: PNGChunkError.truncated(after: "IHDR")) { try PNGChunks(data: picture.prefix(40)) }
    #expect(throws: PNGChunkError.truncated(after: nil)) { try PNGChunks(data: picture.prefix(12)) }
    let beforeTheEnd = try #require(try PNGChunks(data: picture).chunks.dropLast().last?.type)
    #expect(throws: PNGChunkError.truncated(after: beforeTheEnd)) { try PNGChunks(data: picture.dropLast(12)) }
  }

  @Test func aChunkClaimingAHugeLengthIsRefusedWithoutReadingIt() {
    // The first chunk after IHDR starts at 33.
    let huge = patching(picture, at: 33, with: 0xFFFF_FFF0)
    #expect(throws: PNGChunkError.self) { try PNGChunks(data: huge) }
    let beyondTheEnd = patching(picture, at: 33, with: 0x7FFF_FFF0)
    #expect(throws: PNGChunkError.self) { try PNGChunks(data: beyondTheEnd) }
    do {
      _ = try PNGChunks(data: huge)
    } catch {
      guard case .chunkTooLong(_, let length) = error else { return #expect(Bool(false), "\(error)") }
      #expect(length == 0xFFFF_FFF0)
      #expect(error.localizedDescription.contains("more than a PNG chunk may have"))
    }
  }

  @Test func aDamagedChunkFailsItsChecksum() {
    var bytes = [UInt8](picture)
    bytes[20] ^= 0x01  // inside IHDR's width
    #expect(throws: PNGChunkError.checksumMismatch("IHDR")) { try PNGChunks(data: Data(bytes)) }
  }

  @Test func compressedOrMalformedTextIsRefused() throws {
    var chunks = try PNGChunks(data: picture)
    try chunks.setText("plain", forKeyword: "key")
    var bytes = [UInt8](chunks.data)
    // The iTXt chunk is just before IEND (12 bytes); its data starts with "key", a zero, then the compression flag.
    let iTXtData = bytes.count - 12 - 4 - 13
    #expect(Array(bytes[iTXtData..<iTXtData + 3]) == Array("key".utf8))
    bytes[iTXtData + 4] = 1
    let crcOffset = bytes.count - 12 - 4
    let crc = CRC32.checksum(bytes[iTXtData - 4..<crcOffset])
    let compressed = try PNGChunks(data: patching(Data(bytes), at: crcOffset, with: crc))
    #expect(throws: PNGChunkError.compressedText("key")) { try compressed.text(forKeyword: "key") }
  }

  @Test func aPictureWithoutADocumentSaysSo() {
    #expect(throws: EmojiArtError.noDocumentInPicture) { try EmojiArt(png: picture) }
  }

  @Test func aDocumentRoundTripsThroughAPicture() throws {
    var art = EmojiArt()
    art.addEmoji("👩‍💻", x: -20, y: 35, size: 40)
    art.background = .url(try #require(URL(string: "https://example.com/a.png")))
    let png = try art.png(embeddingIn: picture)
    #expect(try EmojiArt(png: png) == art)
  }
}
