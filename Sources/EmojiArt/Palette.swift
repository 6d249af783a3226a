import Easel
import Foundation

/// A named row of emojis to drag onto the canvas (the course's `Palette`), kept by the ``PaletteStore``.
public struct Palette: Identifiable, Codable, Hashable, Sendable {
  /// The name the chooser and the manager show.
  public var name: String
  /// The emojis in order, each a whole grapheme cluster (ZWJ sequences and skin tones stay one emoji), none twice.
  public var emojis: [String]
  /// Stays the same through renames and edits, so a window's choice and an open editor follow the palette.
  public let id: UUID

  /// A palette named `name` with the emojis of `emojis`, in order and each once; anything else in it is left out.
  public init(name: String, emojis: String, id: UUID = UUID()) {
    self.name = name
    self.emojis = []
    self.id = id
    add(emojis, at: 0)
  }

  /// Reads a saved palette, keeping only its emojis, each once: the file is the user's to edit, and text in it
  /// must not reach the strip as if it were an emoji.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    id = try container.decode(UUID.self, forKey: .id)
    var seen = Set<String>()
    emojis = try container.decode([String].self, forKey: .emojis).filter { emoji in
      emoji.count == 1 && Character(emoji).isEmoji && seen.insert(emoji).inserted
    }
  }

  /// Adds the emojis of `text` that the palette does not have yet, in their order, before the emoji at `index`;
  /// everything in `text` that is not an emoji is left out.
  public mutating func add(_ text: String, at index: Int) {
    var seen = Set(emojis)
    let new = text.emojis.filter { seen.insert($0).inserted }
    emojis.insert(contentsOf: new, at: min(max(index, 0), emojis.count))
  }

  /// Takes `emoji` out of the palette.
  public mutating func remove(_ emoji: String) {
    emojis.removeAll { $0 == emoji }
  }

  /// Takes `text` dropped on `target`: one of the palette's own emojis moves there, the emojis of other text (from
  /// the strip, another palette or another app) are added there.
  public mutating func drop(_ text: String, on target: String) {
    if emojis.contains(text) {
      move(text, before: target)
    } else if let index = emojis.firstIndex(of: target) {
      add(text, at: index)
    }
  }

  /// Moves `emoji` to just before `target` (which stays where it is when it is `emoji`).
  public mutating func move(_ emoji: String, before target: String) {
    guard emoji != target, let from = emojis.firstIndex(of: emoji), let to = emojis.firstIndex(of: target) else {
      return
    }
    emojis.move(fromOffsets: [from], toOffset: to)
  }
}
