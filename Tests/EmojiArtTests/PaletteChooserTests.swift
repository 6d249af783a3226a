import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore
@testable import EmojiArt

/// The palette chooser in the window's strip: a click cycles, the chevron's menu and the context menu choose,
/// make, edit, delete and manage palettes.
@MainActor
struct PaletteChooserTests {
  /// Whether the strip shows `emoji` (an emoji of only one built-in palette) inside the window.
  private func stripShows(_ emoji: String, in window: EmojiArtHost) -> Bool {
    guard let frame = window.host.find(text: emoji) else { return false }
    return frame.maxY < Self.stripBottom && frame.maxX <= EmojiArtHost.size.width
  }

  /// Below the menu bar and the strip's row of emojis, above the canvas.
  private static let stripBottom: CGFloat = 100

  /// The chooser's chevron, which opens the list of palettes: at the right end of the button.
  private func chevron(_ window: EmojiArtHost) throws -> CGPoint {
    let name = try #require(window.host.find(text: window.palettes.current.name))
    return CGPoint(x: name.maxX + 11, y: name.midY)
  }

  @Test func aClickOnTheChooserCyclesThroughThePalettes() throws {
    let window = EmojiArtHost()
    #expect(stripShows("😀", in: window) && !stripShows("🐶", in: window))
    #expect(window.host.tap(text: "Faces"))
    #expect(window.palettes.current.name == "Animals")
    #expect(stripShows("🐶", in: window) && !stripShows("😀", in: window))
    for _ in 1..<Palette.builtins.count { #expect(window.host.tap(text: window.palettes.current.name)) }
    #expect(window.palettes.current.name == "Faces", "after the last palette comes the first")
    #expect(stripShows("😀", in: window))
  }

  @Test func theChevronListsEveryPaletteToChooseFrom() throws {
    let window = EmojiArtHost()
    window.host.tap(at: try chevron(window))
    window.host.advance(by: 0.5)
    for palette in Palette.builtins { #expect(window.host.find(text: palette.name) != nil, "\(palette.name)") }
    #expect(window.host.find(text: "Manage Palettes…") != nil, "the list ends with the palette actions")
    #expect(window.host.tap(text: "Weather"))
    #expect(window.palettes.current.name == "Weather")
    #expect(stripShows("☀️", in: window))
  }

  @Test func theContextMenuMakesANewPaletteAndEditsIt() throws {
    let window = EmojiArtHost()
    try window.paletteContextMenu("New Palette…")
    #expect(window.palettes.palettes.count == Palette.builtins.count + 1)
    #expect(window.palettes.current.name == "New Palette" && window.palettes.current.emojis.isEmpty)
    #expect(window.palettes.cursorIndex == 1, "the new palette comes after the one that was chosen")
    #expect(window.host.find(text: "Edit Palette") != nil, "the editor opens on the new palette")
    try window.host.tapEditorField("Add Emojis")
    window.host.type("🦖🐙")
    #expect(window.host.tap(text: "Done"))
    window.host.advance(by: 0.5)
    #expect(window.host.find(text: "Edit Palette") == nil)
    #expect(window.palettes.current.emojis == ["🦖", "🐙"])
    #expect(stripShows("🦖", in: window) && stripShows("🐙", in: window))
  }

  @Test func theContextMenuRenamesThePaletteInTheEditor() throws {
    let window = EmojiArtHost()
    try window.paletteContextMenu("Edit “Faces”…")
    try window.host.retypeEditorField("Name", "Smileys")
    #expect(window.palettes.current.name == "Smileys")
    #expect(window.host.key(.escape))
    window.host.advance(by: 0.5)
    #expect(window.host.find(text: "Smileys") != nil, "the chooser shows the new name")
    #expect(PaletteStore(file: window.palettes.file).current.name == "Smileys", "and it is saved")
  }

  @Test func theContextMenuDeletesTheChosenPaletteButNeverTheLast() throws {
    let window = EmojiArtHost()
    try window.paletteContextMenu("Delete “Faces”")
    #expect(window.palettes.palettes.map(\.name) == Array(Palette.builtins.map(\.name).dropFirst()))
    #expect(window.palettes.current.name == "Animals" && stripShows("🐶", in: window))
    for palette in window.palettes.palettes.dropLast() { window.palettes.remove(palette.id) }
    window.host.secondaryClick(at: try window.center(of: "Flags"))
    window.host.advance(by: 0.5)
    #expect(window.host.tap(text: "Delete “Flags”"))
    #expect(window.palettes.palettes.map(\.name) == ["Flags"], "the only palette's Delete is disabled")
  }

  @Test func theContextMenuOpensTheManager() throws {
    let window = EmojiArtHost()
    try window.paletteContextMenu("Manage Palettes…")
    #expect(window.host.find(text: "Palettes") != nil)
    #expect(window.host.tap(text: "Travel"))
    #expect(window.palettes.current.name == "Travel", "a click in the manager chooses the palette")
  }
}
