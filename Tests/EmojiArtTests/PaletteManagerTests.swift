import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore
@testable import EmojiArt

/// The palette manager on its own: choosing, deleting, making and renaming palettes through its list.
@MainActor
struct PaletteManagerTests {
  let store = PaletteStore(file: EmojiArtHost.temporaryPaletteFile())
  let host: ViewHost

  init() {
    host = ViewHost(PaletteManager(store: store), size: CGSize(width: 440, height: 460))
    host.layout()
  }

  private func center(of text: String) throws -> CGPoint {
    let frame = try #require(host.find(text: text))
    return CGPoint(x: frame.midX, y: frame.midY)
  }

  @Test func aClickChoosesAPalette() throws {
    #expect(host.tap(text: "Food"))
    #expect(store.current.name == "Food")
  }

  @Test func theDeleteKeyAndTheContextMenuDeleteAPalette() throws {
    #expect(host.tap(text: "Animals"))
    #expect(host.key(.delete))
    #expect(!store.palettes.map(\.name).contains("Animals"))
    host.secondaryClick(at: try center(of: "Food"))
    host.advance(by: 0.5)
    #expect(host.tap(text: "Delete"))
    host.advance(by: 0.5)
    #expect(store.palettes.map(\.name) == ["Faces", "Activities", "Travel", "Weather", "Objects", "Flags"])
  }

  @Test func thePencilEditsAPaletteInPlaceAndDoneComesBack() throws {
    let food = try center(of: "Food")
    host.tap(at: CGPoint(x: 440 - 61, y: food.y + 8))
    #expect(host.find(text: "Edit Palette") != nil)
    try host.tapEditorField("Name")
    #expect(host.key("a", modifiers: .control))
    host.type("Snacks")
    #expect(host.tap(text: "Done"))
    #expect(host.find(text: "Edit Palette") == nil && host.find(text: "Snacks") != nil, "back to the list")
    #expect(store.palettes[2].name == "Snacks")
  }

  @Test func newPaletteAddsOneAndEditsIt() throws {
    #expect(host.tap(text: "New Palette"))
    #expect(store.palettes.count == Palette.builtins.count + 1 && store.current.name == "New Palette")
    #expect(host.find(text: "Edit Palette") != nil)
  }
}
