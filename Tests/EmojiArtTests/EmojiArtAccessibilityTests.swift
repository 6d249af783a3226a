import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore
@testable import EmojiArt

/// EmojiArt as a screen reader uses it: palette emojis named by their Unicode names add themselves to the canvas;
/// each emoji on the canvas says where it is and whether it is selected, and moves, grows and goes by its actions.
@MainActor
@Suite struct EmojiArtAccessibilityTests {
  @Test func emojisAreNamedByTheirUnicodeNames() {
    #expect("😀".spokenName == "grinning face")
    #expect("👩‍💻".spokenName == "woman personal computer")
    #expect("☀️".spokenName == "black sun with rays")
    #expect("🇰🇷".spokenName == "flag K R")
  }

  @Test func anEmojiIsAddedMovedResizedAndDeletedThroughItsActions() throws {
    let window = EmojiArtHost()
    let host = window.host
    // A screen reader runs: the emojis are described only then.
    host.graph.rootEnvironment.accessibilityEnabled = true
    let palette = try #require(host.find(accessibilityLabel: "grinning face", role: .button))
    #expect(palette.hint == "Adds it to the middle of the canvas")
    #expect(host.performAccessibilityAction(on: palette))
    let canvas = try #require(host.accessibilityTree.flatMap(\.flattened).first { $0.label == "Canvas" })
    #expect(canvas.role == .group)
    var emoji = try #require(canvas.children.first { $0.label == "grinning face" })
    #expect(emoji.value == "selected, at 0, 0" && emoji.isSelected)
    #expect(emoji.frame.width < 100, "the emoji's own frame, not the canvas's")
    #expect(host.performAccessibilityAction(.named("Move right"), on: emoji))
    emoji = try #require(
      host.find(accessibilityLabel: "grinning face", role: .button).flatMap { _ in
        host.accessibilityElements.last { $0.label == "grinning face" }
      })
    #expect(emoji.value == "selected, at 20, 0")
    let size = try #require(window.document?.emojis.first?.size)
    #expect(host.performAccessibilityAction(.named("Bigger"), on: emoji))
    #expect(try #require(window.document?.emojis.first?.size) > size)
    #expect(host.performAccessibilityAction(.delete, on: emoji))
    #expect(window.document?.emojis.isEmpty == true)
    // The reader's copy of the tree still names it: acting on it now does nothing, and says so.
    #expect(!host.performAccessibilityAction(.named("Move left"), on: emoji))
  }
}
