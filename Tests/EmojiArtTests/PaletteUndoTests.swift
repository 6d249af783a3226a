import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore
@testable import EmojiArt

/// Palette edits undo and redo with a named action in the window's undo history: renaming, adding, removing and
/// moving emojis, new and deleted palettes.
@MainActor
struct PaletteUndoTests {
  let store = PaletteStore(file: EmojiArtHost.temporaryPaletteFile())
  let undo = UndoManager()

  init() { undo.groupsByEvent = false }

  /// Runs `change` as one undo group, as one event would, and expects it to be undone as `name`.
  private func step(_ name: String, _ change: () -> Void) {
    undo.beginUndoGrouping()
    change()
    undo.endUndoGrouping()
    #expect(undo.undoActionName == name)
  }

  private var names: [String] { store.palettes.map(\.name) }

  @Test func eachIntentUndoesAndRedoesUnderItsName() throws {
    let faces = store.current.id
    step("Add Emojis") { store.update(faces, "Add Emojis", undoManager: undo) { $0.add("🦖🐙", at: 0) } }
    step("Move Emoji") { store.update(faces, "Move Emoji", undoManager: undo) { $0.move("🐙", before: "🦖") } }
    step("Rename Palette") { store.rename(faces, to: "Mine", undoManager: undo) }
    #expect(store.current.name == "Mine" && Array(store.current.emojis.prefix(2)) == ["🐙", "🦖"])
    undo.undo()
    #expect(store.current.name == "Faces" && undo.redoActionName == "Rename Palette")
    undo.undo()
    #expect(Array(store.current.emojis.prefix(2)) == ["🦖", "🐙"])
    undo.undo()
    #expect(store.current.emojis == Palette.builtins[0].emojis)
    undo.redo()
    undo.redo()
    #expect(Array(store.current.emojis.prefix(2)) == ["🐙", "🦖"] && undo.redoActionName == "Rename Palette")
    #expect(PaletteStore(file: store.file).current.emojis == store.current.emojis, "undo and redo are saved")
  }

  @Test func undoingANewPaletteTakesItAwayAndChoosesThePreviousOne() {
    store.cursorIndex = 2
    step("New Palette") { store.insert(Palette(name: "Mine", emojis: "🦖"), undoManager: undo) }
    #expect(store.current.name == "Mine" && store.cursorIndex == 3)
    undo.undo()
    #expect(names == Palette.builtins.map(\.name) && store.cursorIndex == 2)
    undo.redo()
    #expect(store.current.name == "Mine" && store.cursorIndex == 3, "redo brings it back, chosen")
  }

  @Test func undoingADeletedPalettePutsItBackWhereItWasAndChoosesIt() {
    store.cursorIndex = 3
    let deleted = store.current
    step("Delete Palette") { store.remove(deleted.id, undoManager: undo) }
    #expect(!names.contains(deleted.name))
    undo.undo()
    #expect(names == Palette.builtins.map(\.name) && store.current == deleted)
    undo.redo()
    #expect(!names.contains(deleted.name))
  }

  @Test func changesThatChangeNothingAreNotUndoSteps() {
    undo.beginUndoGrouping()
    for palette in store.palettes.dropLast() { store.remove(palette.id) }
    store.remove(store.current.id, undoManager: undo)
    store.update(store.current.id, "Add Emojis", undoManager: undo) { $0.add("abc", at: 0) }
    undo.endUndoGrouping()
    #expect(!undo.canUndo, "the last palette stays, and text without emoji adds nothing")
  }

  @Test func aNameTypedAKeyAtATimeIsOneStep() {
    let faces = store.current.id
    for name in ["S", "Sm", "Smi", "Smil"] {
      step("Rename Palette") { store.rename(faces, to: name, undoManager: undo) }
    }
    undo.undo()
    #expect(store.current.name == "Faces" && !undo.canUndo)
    undo.redo()
    #expect(store.current.name == "Smil")
    step("Rename Palette") { store.rename(faces, to: "Smile", undoManager: undo) }
    step("Add Emoji") { store.update(faces, "Add Emoji", undoManager: undo) { $0.add("🦖", at: 0) } }
    step("Rename Palette") { store.rename(faces, to: "Smileys", undoManager: undo) }
    undo.undo()
    #expect(store.current.name == "Smile", "a rename after another change is a step of its own")
  }

  @Test func undoPutsBackOnlyThePaletteItChanged() {
    let (faces, animals) = (store.palettes[0].id, store.palettes[1].id)
    step("Rename Palette") { store.rename(faces, to: "Mine", undoManager: undo) }
    // Another window renames another palette, in its own undo history.
    store.rename(animals, to: "Pets", undoManager: UndoManager())
    undo.undo()
    #expect(Array(names.prefix(2)) == ["Faces", "Pets"])
  }

  @Test func theEditorsChangesUndoInTheWindowStepByStep() throws {
    let window = EmojiArtHost()
    try window.paletteContextMenu("Edit “Faces”…")
    try window.host.retypeEditorField("Name", "Smileys")
    try window.host.tapEditorField("Add Emojis")
    window.host.type("🦖")
    window.host.type("🐙")
    window.host.tap(at: try window.center(of: "😀"))
    #expect(window.host.tap(text: "Done"))
    window.host.advance(by: 0.5)
    let palettes = window.palettes
    #expect(palettes.current.name == "Smileys" && Array(palettes.current.emojis.prefix(3)) == ["🦖", "🐙", "😃"])

    #expect(window.menuItem("Edit", "Undo Remove Emoji"))
    #expect(window.host.tap(text: "Undo Remove Emoji"))
    #expect(Array(palettes.current.emojis.prefix(3)) == ["🦖", "🐙", "😀"])
    #expect(window.host.key("z", modifiers: .control))
    #expect(Array(palettes.current.emojis.prefix(2)) == ["🦖", "😀"], "each emoji typed was a step")
    #expect(window.host.key("z", modifiers: .control))
    #expect(palettes.current.emojis == Palette.builtins[0].emojis)
    #expect(window.menuItem("Edit", "Undo Rename Palette"))
    #expect(window.host.tap(text: "Undo Rename Palette"))
    #expect(palettes.current.name == "Faces", "the name typed a key at a time undoes at once")
    #expect(window.menuItem("Edit", "Redo Rename Palette"))
  }

  @Test func theManagersNewAndDeleteUndoInTheWindow() throws {
    let window = EmojiArtHost()
    try window.paletteContextMenu("Manage Palettes…")
    #expect(window.host.tap(text: "Delete Palette"))
    #expect(window.palettes.current.name == "Animals")
    #expect(window.host.tap(text: "Done"))
    window.host.advance(by: 0.5)
    #expect(window.menuItem("Edit", "Undo Delete Palette"))
    #expect(window.host.tap(text: "Undo Delete Palette"))
    #expect(window.palettes.palettes.map(\.name) == Palette.builtins.map(\.name))
    #expect(window.palettes.current.name == "Faces")
  }
}
