import Foundation
import Testing

@testable import EmojiArt

/// The model's file format: versioned JSON that reads back what it wrote and refuses what it cannot read, saying
/// why.
struct EmojiArtModelTests {
  @Test func aDocumentReadsBackWhatItWrote() throws {
    var art = EmojiArt()
    let first = art.addEmoji("🐶", x: -20, y: 35, size: 40)
    let second = art.addEmoji("👩‍💻", x: 100, y: 0, size: 64)
    art.background = .imageData(Data([1, 2, 3]))
    #expect(first != second)
    let read = try EmojiArt(json: try art.json())
    #expect(read == art)
    #expect(read.emojis.map(\.text) == ["🐶", "👩‍💻"], "a ZWJ sequence stays one emoji")
    let json = try #require(String(data: try art.json(), encoding: .utf8))
    #expect(json.contains(#""version" : 1"#))
    #expect(json.contains(#""imageData" : "AQID""#), "embedded bytes are base64")
  }

  @Test func aURLBackgroundIsKeptAsALink() throws {
    var art = EmojiArt()
    art.background = .url(URL(string: "https://example.org/cat.jpg")!)
    let read = try EmojiArt(json: try art.json())
    #expect(read.background == .url(URL(string: "https://example.org/cat.jpg")!))
    #expect(read.background?.imageData == nil)
  }

  @Test func idsStayUniqueAfterReading() throws {
    var art = EmojiArt()
    art.addEmoji("🐶", x: 0, y: 0, size: 40)
    art.addEmoji("🐱", x: 0, y: 0, size: 40)
    var read = try EmojiArt(json: try art.json())
    let id = read.addEmoji("🐭", x: 0, y: 0, size: 40)
    #expect(Set(read.emojis.map(\.id)).count == 3 && !art.emojis.map(\.id).contains(id))
  }

  @Test func aHandWrittenFileWithoutTheCounterGetsFreshIDs() throws {
    let json = #"{"version": 1, "emojis": [{"text": "🐶", "x": 0, "y": 0, "size": 40, "id": 7}]}"#
    var art = try EmojiArt(json: Data(json.utf8))
    #expect(art.addEmoji("🐱", x: 0, y: 0, size: 40) == 8)
  }

  @Test func aNewerVersionIsRefusedByNumber() {
    let json = #"{"version": 2, "emojis": [], "layers": []}"#
    #expect(throws: EmojiArtError.unsupportedVersion(2)) { try EmojiArt(json: Data(json.utf8)) }
    let message = EmojiArtError.unsupportedVersion(2).localizedDescription
    #expect(message.contains("format 2") && message.contains("format 1"), "\(message)")
  }

  @Test(arguments: [
    ("", "not JSON"),
    (#"{"version": 1, "emojis": [{"text": "🐶""#, "truncated"),
    (#"{"emojis": []}"#, "no version"),
    (#"{"version": 1}"#, "no emojis"),
    (#"{"version": 1, "emojis": [{"text": "🐶", "x": "left", "y": 0, "size": 40, "id": 1}]}"#, "a wrong field"),
    (
      #"{"version": 1, "emojis": [{"text": "🐶", "x": 0, "y": 0, "size": 40, "id": 1},"#
        + #"{"text": "🐱", "x": 0, "y": 0, "size": 40, "id": 1}]}"#, "a duplicate id"
    ),
    (#"{"version": 1, "emojis": [], "background": {}}"#, "an empty background"),
    // Found by the fuzz campaign (docs/RELIABILITY.md): an emoji of no size was read, and could not be seen.
    (#"{"version": 1, "emojis": [{"text": "🐶", "x": 0, "y": 0, "size": 0, "id": 1}]}"#, "an emoji of size 0"),
    (#"{"version": 1, "emojis": [{"text": "🐶", "x": 0, "y": 0, "size": -12, "id": 1}]}"#, "a negative size"),
  ])
  func corruptDataIsNotADocument(json: String, what: String) {
    #expect(throws: EmojiArtError.self, "\(what)") { try EmojiArt(json: Data(json.utf8)) }
    do {
      _ = try EmojiArt(json: Data(json.utf8))
    } catch let error as EmojiArtError {
      guard case .notADocument(let reason) = error else {
        Issue.record("\(what): \(error)")
        return
      }
      #expect(!reason.isEmpty && error.localizedDescription.hasPrefix("it is not an EmojiArt document"))
    } catch {
      Issue.record("\(what): \(error)")
    }
  }

  @Test func onlyEmojiAreTakenFromDroppedText() {
    #expect("hi 🐶 there 👩‍💻!".emojis == ["🐶", "👩‍💻"])
    #expect("☀️ #1".emojis == ["☀️"], "digits and # are text, the sun with its selector is an emoji")
    #expect(
      "🌍\u{FE0F}😂\u{FE0F}1\u{FE0F}\u{20E3}🏳\u{FE0F}\u{200D}🌈".emojis == ["🌍", "😂", "1️⃣", "🏳️‍🌈"],
      "a selector after an emoji-presentation character (as GTK's chooser gives them) is dropped, others are kept")
    #expect(String(repeating: "🐶", count: 1_000).emojis.count == 1_000, "up to the limit, every emoji is taken")
    #expect(String(repeating: "🐶", count: 1_001).emojis.isEmpty, "a longer string is refused whole")
    #expect(String(repeating: "🐶", count: 2_500_000).emojis.isEmpty, "and so is 10 MB of them")
  }

  @Test func canvasGeometryConvertsBothWays() {
    let geometry = CanvasGeometry(size: CGSize(width: 400, height: 300), zoom: 2, pan: CGSize(width: 10, height: -20))
    let point = CGPoint(x: 15, y: -5)
    let view = geometry.viewPoint(point)
    #expect(view == CGPoint(x: 240, y: 120))
    #expect(geometry.canvasPoint(view) == point)
    #expect(geometry.zoomToFit(CGSize(width: 800, height: 300)) == 0.5)
  }
}
