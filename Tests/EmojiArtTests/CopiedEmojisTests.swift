import Foundation
import Testing

@testable import EmojiArt

/// Emojis on the clipboard: they read back as written, and what another program wrote under their type is taken
/// only when a document could hold it.
struct CopiedEmojisTests {
  private func decode(_ json: String) throws -> CopiedEmojis {
    try JSONDecoder().decode(CopiedEmojis.self, from: Data(json.utf8))
  }

  @Test func copiedEmojisReadBackAsWritten() throws {
    var art = EmojiArt()
    art.addEmoji("👩‍💻", x: -20, y: 35, size: 40)
    art.addEmoji("🐶", x: 100, y: 0, size: 64)
    let copied = CopiedEmojis(art.emojis)
    #expect(try JSONDecoder().decode(CopiedEmojis.self, from: JSONEncoder().encode(copied)) == copied)
    #expect(copied.text == "👩‍💻🐶")
    #expect(copied.center == CGPoint(x: 40, y: 17.5))
  }

  @Test(arguments: [
    #"{"emojis": []}"#,
    #"{"emojis": [{"text": "hello", "x": 0, "y": 0, "size": 40}]}"#,
    #"{"emojis": [{"text": "🐶🐱", "x": 0, "y": 0, "size": 40}]}"#,
    #"{"emojis": [{"text": "🐶", "x": 0, "y": 0, "size": 0}]}"#,
  ])
  func whatNoDocumentCouldHoldIsRefused(json: String) {
    #expect(throws: DecodingError.self) { try decode(json) }
  }

  @Test func moreThanTenThousandEmojisAreRefused() throws {
    let emoji = #"{"text": "🐶", "x": 0, "y": 0, "size": 40}"#
    let many = { (count: Int) in #"{"emojis": ["# + Array(repeating: emoji, count: count).joined(separator: ",") + "]}"
    }
    #expect(try decode(many(CopiedEmojis.maximumCount)).emojis.count == CopiedEmojis.maximumCount)
    #expect(throws: DecodingError.self) { try decode(many(CopiedEmojis.maximumCount + 1)) }
  }
}
