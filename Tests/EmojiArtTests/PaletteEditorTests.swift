import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore
@testable import EmojiArt

/// The palette editor on its own: adding through its text field, which keeps only emoji, removing by a click and
/// moving by a drag.
@MainActor
struct PaletteEditorTests {
  let store = PaletteStore(file: EmojiArtHost.temporaryPaletteFile())
  let host: ViewHost

  init() {
    store.insert(Palette(name: "Pets", emojis: "🐶🐱🐭🐹"))
    host = ViewHost(PaletteEditor(store: store, id: store.current.id), size: CGSize(width: 440, height: 520))
    host.layout()
  }

  private var emojis: [String] { store.current.emojis }

  private func center(of text: String) throws -> CGPoint {
    let frame = try #require(host.find(text: text))
    return CGPoint(x: frame.midX, y: frame.midY)
  }

  @Test func theFieldKeepsOnlyEmojiAndAddsThemInFrontInOrder() throws {
    try host.tapEditorField("Add Emojis")
    host.type("a🦖b1")
    #expect(emojis == ["🦖", "🐶", "🐱", "🐭", "🐹"])
    #expect(host.find(text: "🦖") != nil)
    host.commit("👍🏽 👨‍👩‍👧‍👦 #🐶 🏳️‍🌈")
    #expect(
      emojis == ["🦖", "👍🏽", "👨‍👩‍👧‍👦", "🐶", "🏳️‍🌈", "🐱", "🐭", "🐹"],
      "skin tones and ZWJ sequences stay whole; 🐶 was there already, and 🏳️‍🌈 was typed after it")
    #expect(host.fieldTexts == ["Pets", "🦖👍🏽👨‍👩‍👧‍👦🐶🏳️‍🌈"], "the field keeps only the emojis typed")
    #expect(store.current.name == "Pets")
  }

  @Test func aClickRemovesAnEmojiAndTypingDoesNotBringItBack() throws {
    try host.tapEditorField("Add Emojis")
    host.type("🦖")
    host.tap(at: try center(of: "🦖"))
    #expect(emojis == ["🐶", "🐱", "🐭", "🐹"])
    host.tap(at: try center(of: "🐱"))
    #expect(emojis == ["🐶", "🐭", "🐹"])
    try host.tapEditorField("Add Emojis")
    host.type("🐙")
    #expect(emojis == ["🐙", "🐶", "🐭", "🐹"], "the removed 🦖 stays out")
  }

  @Test func draggingAnEmojiOntoAnotherMovesItThere() async throws {
    host.drag(from: try center(of: "🐹"), to: try center(of: "🐱"))
    #expect(await host.runMainQueue(until: { emojis == ["🐶", "🐹", "🐱", "🐭"] }), "\(emojis)")
    host.drag(from: try center(of: "🐶"), to: try center(of: "🐭"))
    #expect(await host.runMainQueue(until: { emojis == ["🐹", "🐱", "🐶", "🐭"] }), "\(emojis)")
  }

  @Test func anEmojiDroppedFromElsewhereIsAddedWhereItIsDropped() async throws {
    #expect(host.drop([NSItemProvider(object: "🦖 and 🐙" as NSString)], at: try center(of: "🐱")))
    #expect(await host.runMainQueue(until: { emojis == ["🐶", "🦖", "🐙", "🐱", "🐭", "🐹"] }), "\(emojis)")
  }
}

extension PaletteEditorTests {
  @Test func theEmojiPickerAddsToThePaletteThroughTheField() throws {
    try host.tapEditorField("Add Emojis")
    #expect(host.key(".", modifiers: .control))
    let anchor = try #require(host.emojiPickerAnchor)
    let label = try #require(host.find(text: "Add Emojis"))
    #expect(anchor.minY > label.maxY && anchor.minX >= label.minX, "the picker points into the Add Emojis field")
    #expect(host.pickEmoji("🦖"))
    host.key(";", modifiers: .control)
    #expect(host.pickEmoji("🧑🏽‍🚀"))
    #expect(emojis == ["🦖", "🧑🏽‍🚀", "🐶", "🐱", "🐭", "🐹"])
    #expect(host.fieldTexts == ["Pets", "🦖🧑🏽‍🚀"])
  }
}

extension PaletteEditorTests {
  @Test func anEmojiPickedWithAVariationSelectorIsTheSameEmoji() throws {
    try host.tapEditorField("Add Emojis")
    host.key(".", modifiers: .control)
    host.pickEmoji("🐱\u{FE0F}")
    #expect(emojis == ["🐶", "🐱", "🐭", "🐹"], "🐱 is there already")
  }
}
