import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore
@testable import StickerBoard

/// A new board as the desktop's settings show it: dark, increased contrast, and large text (GNOME's "Large Text" is
/// `.xxLarge`), set on the window's root environment as the desktop host sets them.
@MainActor
struct StickerBoardDesktopSettingsLookTests {
  private let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "ReferenceImages")

  private func expectBoard(_ name: String, colorScheme: ColorScheme, _ change: (inout EnvironmentValues) -> Void) {
    let host = ViewHost(scene: StickerBoardScene(), size: CGSize(width: 900, height: 640), colorScheme: colorScheme)
    change(&host.graph.rootEnvironment)
    host.layout()
    let comparison = ReferenceImage.compare(host.render(), named: name, in: directory)
    #expect(comparison.matches, "\(comparison)")
  }

  @Test func dark() { expectBoard("sticker-board-dark", colorScheme: .dark) { _ in } }

  @Test func darkInIncreasedContrast() {
    expectBoard("sticker-board-dark-high-contrast", colorScheme: .dark) { $0.colorSchemeContrast = .increased }
  }

  @Test func largeText() {
    expectBoard("sticker-board-large-text", colorScheme: .light) { $0.dynamicTypeSize = .xxLarge }
  }
}
