import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore
@testable import EmojiArt

/// EmojiArt's window as the desktop's accessibility settings show it: increased contrast, and large text (GNOME's
/// "Large Text" is `.xxLarge`), set on the window's root environment as the desktop host sets them.
@MainActor
struct EmojiArtDesktopSettingsLookTests {
  private let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "ReferenceImages")

  @Test(arguments: [ColorScheme.light, .dark])
  func increasedContrast(colorScheme: ColorScheme) {
    let window = EmojiArtHost(colorScheme: colorScheme)
    window.host.graph.rootEnvironment.colorSchemeContrast = .increased
    let comparison = ReferenceImage.compare(
      window.host.render(), named: "empty-\(colorScheme)-high-contrast", in: references)
    #expect(comparison.matches, "\(comparison)")
  }

  @Test func largeText() {
    let window = EmojiArtHost(colorScheme: .light)
    window.host.graph.rootEnvironment.dynamicTypeSize = .xxLarge
    let comparison = ReferenceImage.compare(window.host.render(), named: "empty-large-text", in: references)
    #expect(comparison.matches, "\(comparison)")
  }
}
