import Foundation
import Testing

@testable import EmojiArt

/// The palettes as a model: the built-in sets, editing a palette, and the store's choosing, saving and loading.
@MainActor
struct PaletteStoreTests {
  private func store(_ file: URL = EmojiArtHost.temporaryPaletteFile()) -> PaletteStore { PaletteStore(file: file) }

  @Test func theBuiltInPalettesAreWholeSetsOfEmojis() {
    let palettes = Palette.builtins
    #expect(
      palettes.map(\.name) == ["Faces", "Animals", "Food", "Activities", "Travel", "Weather", "Objects", "Flags"])
    for palette in palettes {
      #expect(palette.emojis.count >= 60, "\(palette.name) has \(palette.emojis.count)")
      #expect(palette.emojis.allSatisfy { $0.count == 1 && Character($0).isEmoji }, "\(palette.name)")
      #expect(Set(palette.emojis).count == palette.emojis.count, "\(palette.name) has no emoji twice")
    }
    let flags = palettes.last?.emojis ?? []
    #expect(flags.contains("🇰🇷") && flags.contains("🏳️‍🌈") && flags.contains("🏴󠁧󠁢󠁳󠁣󠁴󠁿") && flags.count > 250)
  }

  @Test func addingKeepsOnlyNewEmojisAsWholeGraphemeClusters() {
    var palette = Palette(name: "People", emojis: "😀")
    palette.add("hi 👍🏽 and 👨‍👩‍👧‍👦, 😀 again, 3 # ☀️", at: 1)
    #expect(palette.emojis == ["😀", "👍🏽", "👨‍👩‍👧‍👦", "☀️"])
    palette.add("🐢", at: 0)
    #expect(palette.emojis.first == "🐢")
    palette.add("🦖", at: 99)
    #expect(palette.emojis.last == "🦖", "an index past the end appends")
  }

  @Test func removingAndMovingAnEmoji() {
    var palette = Palette(name: "Row", emojis: "🐶🐱🐭🐹")
    palette.move("🐹", before: "🐱")
    #expect(palette.emojis == ["🐶", "🐹", "🐱", "🐭"])
    palette.move("🐶", before: "🐭")
    #expect(palette.emojis == ["🐹", "🐱", "🐶", "🐭"], "moving forward lands just before the target")
    palette.move("🐶", before: "🦖")
    #expect(palette.emojis == ["🐹", "🐱", "🐶", "🐭"], "an unknown target changes nothing")
    palette.remove("🐱")
    #expect(palette.emojis == ["🐹", "🐶", "🐭"])
    palette.drop("🐭", on: "🐹")
    #expect(palette.emojis == ["🐭", "🐹", "🐶"], "its own emoji dropped on another moves")
    palette.drop("a 🦖🐶", on: "🐶")
    #expect(palette.emojis == ["🐭", "🐹", "🦖", "🐶"], "other text adds its new emojis where it is dropped")
  }

  @Test func theCursorWrapsAroundBothEnds() {
    let store = store()
    #expect(store.cursorIndex == 0 && store.current.name == "Faces")
    store.cursorIndex -= 1
    #expect(store.current.name == "Flags")
    store.cursorIndex += 1
    #expect(store.current.name == "Faces")
  }

  @Test func insertingChoosesTheNewPaletteAndRemovingKeepsTheChoice() {
    let store = store()
    store.cursorIndex = 2
    store.insert(Palette(name: "Mine", emojis: "🦖"))
    #expect(store.cursorIndex == 3 && store.current.name == "Mine")
    store.remove(store.palettes[0].id)
    #expect(store.current.name == "Mine", "removing another palette keeps the chosen one")
    store.remove(store.current.id)
    #expect(store.current.name == "Activities", "removing the chosen one chooses the next")
  }

  @Test func theLastPaletteCannotBeRemoved() {
    let store = store()
    for palette in store.palettes { store.remove(palette.id) }
    #expect(store.palettes.map(\.name) == ["Flags"])
    store.palettes = []
    #expect(store.palettes.map(\.name) == Palette.builtins.map(\.name), "an emptied store starts over")
  }

  @Test func palettesSurviveANewStore() throws {
    let file = EmojiArtHost.temporaryPaletteFile()
    let first = store(file)
    #expect(!FileManager.default.fileExists(atPath: file.path), "nothing is written before a change")
    first.palettes[1].name = "Pets"
    first.palettes[1].add("👩‍💻", at: 0)
    first.remove(first.palettes[0].id)
    first.insert(Palette(name: "Mine", emojis: "🧑🏿‍🚀🙋‍♀️"))
    let second = store(file)
    #expect(second.palettes == first.palettes)
    #expect(second.palettes.first?.name == "Pets" && second.palettes.first?.emojis.first == "👩‍💻")
    #expect(second.palettes.contains { $0.name == "Mine" && $0.emojis == ["🧑🏿‍🚀", "🙋‍♀️"] })
  }

  @Test(arguments: ["", "{", "[]", "{\"name\": 3}", "[{\"name\": \"A\"}]", "\u{FF}\u{FE}garbage"])
  func aCorruptStoreFallsBackToTheBuiltInPalettes(contents: String) throws {
    let file = EmojiArtHost.temporaryPaletteFile()
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: file)
    let store = store(file)
    #expect(store.palettes.map(\.name) == Palette.builtins.map(\.name))
    #expect(try Data(contentsOf: file) == Data(contents.utf8), "the damaged file is left alone until a change")
    store.palettes[0].name = "Smileys"
    #expect(PaletteStore(file: file).palettes.first?.name == "Smileys", "the next change saves a good file")
  }

  @Test func aSavedPaletteKeepsOnlyItsEmojis() throws {
    let file = EmojiArtHost.temporaryPaletteFile()
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let json = #"[{"id": "\#(UUID().uuidString)", "name": "Edited", "emojis": ["🐶", "cat", "", "🐶", "👍🏽", "🐱🐭"]}]"#
    try Data(json.utf8).write(to: file)
    #expect(store(file).palettes.map(\.emojis) == [["🐶", "👍🏽"]])
  }

  @Test func aSaveReplacesTheFileWhole() throws {
    let file = EmojiArtHost.temporaryPaletteFile()
    let store = store(file)
    store.palettes[0].name = "First"
    let folder = file.deletingLastPathComponent()
    store.palettes[0].name = "Second"
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names == ["palettes.json"], "no temporary file is left behind: \(names)")
    let saved = try JSONDecoder().decode([Palette].self, from: Data(contentsOf: file))
    #expect(saved.first?.name == "Second")
  }

  @Test func theDefaultFileIsInTheXDGDataFolder() {
    #expect(
      PaletteStore.defaultFile(environment: ["XDG_DATA_HOME": "/data"]).path == "/data/emojiart/palettes.json")
    let home = FileManager.default.homeDirectoryForCurrentUser.path
    #expect(
      PaletteStore.defaultFile(environment: ["XDG_DATA_HOME": "relative"]).path
        == "\(home)/.local/share/emojiart/palettes.json", "a relative XDG_DATA_HOME is ignored, as the spec says")
  }
}
