import Easel
import EaselTesting
import EmojiArt
import Foundation

extension FuzzScreens {
  /// EmojiArt: a document of 200 emojis, and the same window with the palette editor open.
  static var emojiArt: [FuzzScreen] {
    [
      FuzzScreen(app: "EmojiArt", name: "canvas of 200 emojis") { emojiArtWindow(openingEditor: false) },
      FuzzScreen(app: "EmojiArt", name: "palette editor") { emojiArtWindow(openingEditor: true) },
    ]
  }

  /// The document window over 200 emojis spread across the canvas, with the current palette's editor open or not.
  @MainActor private static func emojiArtWindow(openingEditor: Bool) -> FuzzTarget {
    let (content, palettes) = emojiArtContent()
    let host = ViewHost(content.view, size: CGSize(width: 900, height: 600))
    host.layout()
    var reached = true
    if openingEditor {
      // The editor opens from the palette name's context menu.
      let name = palettes.current.name
      if let frame = host.find(text: name) {
        host.secondaryClick(at: CGPoint(x: frame.midX, y: frame.midY))
        host.advance(by: 0.5)
        reached = host.tap(text: "Edit “\(name)”…")
        host.advance(by: 1)
      } else {
        reached = false
      }
    }
    return FuzzTarget(host: host, isReached: reached, folder: content.folder, modelProblems: content.modelProblems)
  }

  /// EmojiArt's document view over 200 emojis spread across the canvas, with its own palettes (returned too) and
  /// files.
  @MainActor static func emojiArtContent() -> (FuzzContent, PaletteStore) {
    let folder = FuzzFolder("emojiart")
    var art = EmojiArt()
    var random = SeededGenerator(seed: 200)
    let emojis = ["😀", "🦖", "🌲", "🚀", "🐙", "⭐️", "🍕", "👩🏽‍💻"]
    for _ in 0..<200 {
      art.addEmoji(random.pick(emojis), x: random.int(-400...400), y: random.int(-250...250), size: random.int(8...120))
    }
    let document = EmojiArtDocument(art)
    let palettes = PaletteStore(file: folder.url.appendingPathComponent("palettes.json"))
    let view = AnyView(EmojiArtDocumentView(document: document).environmentObject(palettes))
    let content = FuzzContent(view: view, folder: folder) {
      var problems: [String] = []
      let ids = document.emojis.map(\.id)
      if Set(ids).count != ids.count { problems.append("emoji ids are not unique: \(ids)") }
      for emoji in document.emojis where emoji.size <= 0 { problems.append("emoji \(emoji.id) has size \(emoji.size)") }
      if palettes.palettes.isEmpty { problems.append("no palette left") }
      if !palettes.palettes.indices.contains(palettes.cursorIndex) {
        problems.append("palette cursor \(palettes.cursorIndex) outside \(palettes.palettes.count) palettes")
      }
      return problems
    }
    return (content, palettes)
  }
}
