import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore
@testable import EmojiArt

/// The window as designed, in light and dark: compared with reference images that were looked at.
@MainActor
struct EmojiArtLookTests {
  private let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "ReferenceImages")

  @Test(arguments: [ColorScheme.light, .dark])
  func anEmptyDocument(colorScheme: ColorScheme) {
    let window = EmojiArtHost(colorScheme: colorScheme)
    let comparison = ReferenceImage.compare(window.host.render(), named: "empty-\(colorScheme)", in: references)
    #expect(comparison.matches, "\(comparison)")
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func aDocumentWithASelection(colorScheme: ColorScheme) async throws {
    let window = EmojiArtHost(colorScheme: colorScheme)
    try await window.dropBackground()
    window.add("🦖", -90, -40, size: 56)
    window.add("🐙", 60, 30)
    window.add("🌵", 110, -60, size: 30)
    window.add("☀️", -320, -180, size: 64)
    #expect(window.host.key("=", modifiers: .command))
    window.host.advance(by: 1)
    window.host.tap(at: try window.center(of: "🦖"))
    window.host.tap(at: try window.center(of: "🐙"), modifiers: .shift)
    let comparison = ReferenceImage.compare(window.host.render(), named: "canvas-\(colorScheme)", in: references)
    #expect(comparison.matches, "\(comparison)")
  }

  /// The cactus dragged until its centre meets the dinosaur's row and its left edge the background's: the guides
  /// show across the canvas while the drag lasts.
  @Test(arguments: [ColorScheme.light, .dark])
  func aDragSnappedToGuides(colorScheme: ColorScheme) async throws {
    let window = EmojiArtHost(colorScheme: colorScheme)
    try await window.dropBackground()
    window.add("🦖", 60, -40, size: 56)
    window.add("🌵", 200, 120)
    let touch = try window.startDrag("🌵", by: -327, -158)
    let comparison = ReferenceImage.compare(window.host.render(), named: "guides-\(colorScheme)", in: references)
    #expect(comparison.matches, "\(comparison)")
    window.host.touchUp(touch)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func thePaletteEditor(colorScheme: ColorScheme) throws {
    try expectSheet(opening: "Edit “Faces”…", matches: "palette-editor", colorScheme: colorScheme)
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func thePaletteManager(colorScheme: ColorScheme) throws {
    try expectSheet(opening: "Manage Palettes…", matches: "palette-manager", colorScheme: colorScheme)
  }

  /// Opens the sheet of the chooser's context-menu `item` and compares the window with reference `name`.
  private func expectSheet(opening item: String, matches name: String, colorScheme: ColorScheme) throws {
    let window = EmojiArtHost(colorScheme: colorScheme)
    window.host.secondaryClick(at: try window.center(of: "Faces"))
    window.host.advance(by: 0.5)
    #expect(window.host.tap(text: item))
    window.host.advance(by: 1)
    let comparison = ReferenceImage.compare(window.host.render(), named: "\(name)-\(colorScheme)", in: references)
    #expect(comparison.matches, "\(comparison)")
  }
}
