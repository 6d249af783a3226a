import Foundation

/// An EmojiArt document's contents: a background and emojis placed over it, stored as versioned JSON.
///
/// This is the course's model (lecture 8) grown up: the emojis keep integer positions and sizes and ids unique
/// within the document, and the JSON carries a `version`, so that a file from a newer EmojiArt is refused with a
/// clear message instead of being misread.
public struct EmojiArt: Codable, Equatable, Sendable {
  /// The format this code writes, and the only one it reads.
  public static let formatVersion = 1

  /// What is drawn behind the emojis, or `nil` for the plain canvas.
  public var background: Background?
  /// The emojis, bottom first.
  public internal(set) var emojis: [Emoji] = []
  /// The id the next emoji added gets; ids are never reused, so undo and redo keep selections meaningful.
  private var nextEmojiID = 1

  /// An empty document.
  public init() {}

  /// Reads a document from its JSON.
  /// - Throws: ``EmojiArtError`` saying whether the data is from another format version or is not a document.
  public init(json: Data) throws {
    let version: Int
    do {
      version = try JSONDecoder().decode(FormatHeader.self, from: json).version
    } catch {
      throw EmojiArtError.notADocument(Self.reason(for: error))
    }
    guard version == Self.formatVersion else { throw EmojiArtError.unsupportedVersion(version) }
    do {
      self = try JSONDecoder().decode(EmojiArt.self, from: json)
    } catch let error as EmojiArtError {
      throw error
    } catch {
      throw EmojiArtError.notADocument(Self.reason(for: error))
    }
  }

  /// The document as JSON, with sorted keys so that saving it again without changes writes the same bytes.
  public func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }

  /// Adds an emoji centred on (`x`, `y`) at font size `size` on top of the others; returns its id.
  @discardableResult
  public mutating func addEmoji(_ text: String, x: Int, y: Int, size: Int) -> Emoji.ID {
    let id = nextEmojiID
    nextEmojiID += 1
    emojis.append(Emoji(text: text, x: x, y: y, size: size, id: id))
    return id
  }

  /// The font size of an emoji added `size` canvas points large: rounded, and at least a point. Zoomed far in (a
  /// picture of a few pixels zoomed to fit the window) the default size in canvas points rounds to nothing, and an
  /// emoji of size 0 would vanish.
  static func fontSize(_ size: CGFloat) -> Int { max(1, Int(size.rounded())) }

  /// The index of the emoji with `id`, if the document has it.
  public func index(of id: Emoji.ID) -> Int? { emojis.firstIndex { $0.id == id } }

  // MARK: Coding

  private enum CodingKeys: String, CodingKey { case version, background, emojis, nextEmojiID }

  /// Only the version, read first, so that a newer file is named as such even when the rest has changed shape.
  private struct FormatHeader: Decodable { let version: Int }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    background = try container.decodeIfPresent(Background.self, forKey: .background)
    emojis = try container.decode([Emoji].self, forKey: .emojis)
    let ids = Set(emojis.map(\.id))
    guard ids.count == emojis.count else { throw EmojiArtError.notADocument("two emojis have the same id") }
    // An emoji of no size cannot be seen, picked or resized: the file is damaged, and the app never writes one.
    if let emoji = emojis.first(where: { $0.size <= 0 }) {
      throw EmojiArtError.notADocument("the emoji “\(emoji.text)” has a size of \(emoji.size) points")
    }
    // A file written by hand may lack the counter, or have a low one: new ids must not collide with those present.
    let stored = try container.decodeIfPresent(Int.self, forKey: .nextEmojiID) ?? 1
    nextEmojiID = max(stored, (ids.max() ?? 0) + 1)
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.formatVersion, forKey: .version)
    try container.encodeIfPresent(background, forKey: .background)
    try container.encode(emojis, forKey: .emojis)
    try container.encode(nextEmojiID, forKey: .nextEmojiID)
  }

  private static func reason(for error: Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, _): "“\(key.stringValue)” is missing"
    case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
      DecodingError.valueNotFound(_, let context):
      context.underlyingError == nil ? context.debugDescription : "it is not JSON"
    default: error.localizedDescription
    }
  }
}
