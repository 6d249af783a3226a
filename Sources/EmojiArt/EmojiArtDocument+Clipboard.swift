import Easel
import Foundation

// The intents of the Edit menu's Cut, Copy, Paste and Duplicate: each change is one undo step.
extension EmojiArtDocument {
  /// How far a pasted or duplicated copy sits from its original, so it is seen as new.
  static let copyOffset = CGSize(width: 20, height: 20)

  /// Copies of the emojis with `ids`, bottom first; `nil` when the document has none of them.
  public func copyEmojis(_ ids: Set<EmojiArt.Emoji.ID>) -> CopiedEmojis? {
    let copied = emojis.filter { ids.contains($0.id) }
    return copied.isEmpty ? nil : CopiedEmojis(copied)
  }

  /// Takes the emojis with `ids` off the canvas and returns copies of them for the clipboard.
  public func cutEmojis(_ ids: Set<EmojiArt.Emoji.ID>, undoManager: UndoManager?) -> CopiedEmojis? {
    guard let copied = copyEmojis(ids) else { return nil }
    change(Self.actionName("Cut", copied.emojis.count), undoManager: undoManager) { art in
      art.emojis.removeAll { ids.contains($0.id) }
    }
    return copied
  }

  /// Adds `copied` on top of the other emojis, where they say; returns the new emojis' ids.
  @discardableResult
  public func pasteEmojis(_ copied: CopiedEmojis, undoManager: UndoManager?) -> Set<EmojiArt.Emoji.ID> {
    addEmojis(copied, actionName: Self.actionName("Paste", copied.emojis.count), undoManager: undoManager)
  }

  /// Adds copies of the emojis with `ids` beside them, ``copyOffset`` away; returns the copies' ids.
  @discardableResult
  public func duplicateEmojis(_ ids: Set<EmojiArt.Emoji.ID>, undoManager: UndoManager?) -> Set<EmojiArt.Emoji.ID> {
    guard let copied = copyEmojis(ids) else { return [] }
    return addEmojis(
      copied.moved(by: Self.copyOffset), actionName: Self.actionName("Duplicate", copied.emojis.count),
      undoManager: undoManager)
  }

  /// Adds `copied` as one change named `actionName`; returns the new emojis' ids.
  func addEmojis(_ copied: CopiedEmojis, actionName: String, undoManager: UndoManager?) -> Set<EmojiArt.Emoji.ID> {
    var ids = Set<EmojiArt.Emoji.ID>()
    guard !copied.emojis.isEmpty else { return ids }
    change(actionName, undoManager: undoManager) { art in
      for emoji in copied.emojis {
        ids.insert(art.addEmoji(emoji.text, x: emoji.x, y: emoji.y, size: emoji.size))
      }
    }
    return ids
  }

  /// "Paste Emoji" for one emoji, "Paste Emojis" for more, as the other intents name their changes.
  static func actionName(_ verb: String, _ count: Int) -> String {
    count == 1 ? "\(verb) Emoji" : "\(verb) Emojis"
  }
}
