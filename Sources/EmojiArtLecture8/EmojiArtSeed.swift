import Easel
import Foundation

/// The lecture-8 `EmojiArtDocumentView` over a document of given emojis, for code outside this module (the
/// benchmarks): the course's types are internal, as the course wrote them, and stay so.
///
/// The document is made the way the course's app makes it: `EmojiArtDocument()` reads the untitled document from
/// `UserDefaults.standard` as JSON, so the emojis are written there first — adding thousands through the document's
/// `addEmoji` would encode the whole document again for each one. The document writes the key on every change;
/// ``restoreDefaults()`` puts back what the key held before.
@MainActor
public final class EmojiArtSeed {
  /// One emoji to put in the document.
  public struct Emoji: Sendable {
    public let text: String
    /// The centre relative to the canvas's centre, in points, as the course's document keeps it.
    public let x: Int
    public let y: Int
    /// The font size in points.
    public let size: Int

    public init(text: String, x: Int, y: Int, size: Int) {
      (self.text, self.x, self.y, self.size) = (text, x, y, size)
    }
  }

  /// The `UserDefaults` key the course's document is kept under (a private constant of `EmojiArtDocument`).
  public static let defaultsKey = "EmojiArtDocument.Untitled"

  /// The emojis of the course's palette, each once.
  public static var paletteEmojis: [String] {
    var seen = Set<String>()
    return EmojiArtDocument.palette.map { String($0) }.filter { seen.insert($0).inserted }
  }

  private let document: EmojiArtDocument
  private let savedDefault: Any?

  /// A document holding `emojis`, in order.
  public init(emojis: [Emoji]) {
    var art = EmojiArt()
    for emoji in emojis { art.addEmoji(emoji.text, x: emoji.x, y: emoji.y, size: emoji.size) }
    savedDefault = UserDefaults.standard.object(forKey: Self.defaultsKey)
    UserDefaults.standard.set(art.json, forKey: Self.defaultsKey)
    document = EmojiArtDocument()
  }

  /// The number of emojis in the document.
  public var emojiCount: Int { document.emojis.count }

  /// The course's view of the document, as its app shows it.
  public func makeView() -> some View { EmojiArtDocumentView(document: document) }

  /// The centre of the emoji at `index`, relative to the canvas's centre.
  public func location(ofEmojiAt index: Int) -> CGPoint { document.emojis[index].location }

  /// Moves the emoji at `index` through the document's intent, as dragging it would.
  public func moveEmoji(at index: Int, by offset: CGSize) { document.moveEmoji(document.emojis[index], by: offset) }

  /// Puts back what the document's key held before this document was made (or removes it).
  public func restoreDefaults() {
    if let savedDefault {
      UserDefaults.standard.set(savedDefault, forKey: Self.defaultsKey)
    } else {
      UserDefaults.standard.removeObject(forKey: Self.defaultsKey)
    }
    // The document's own writes may have reached the disk already; what is put back must too, before the process
    // ends (swift-corelibs-foundation writes the defaults out lazily and not at exit).
    UserDefaults.standard.synchronize()
  }
}
