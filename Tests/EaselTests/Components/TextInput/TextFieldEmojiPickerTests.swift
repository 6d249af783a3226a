import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

/// Ctrl+. and Ctrl+; in a focused text field open the platform's emoji picker at the caret, and a picked emoji is
/// typed into the field as an input method's text is.
@MainActor
struct TextFieldEmojiPickerTests {
  private func host<V: View>(_ view: V) -> ViewHost {
    ViewHost(view.frame(width: 200), size: CGSize(width: 240, height: 120), textEngine: FixedMetricsTextEngine())
  }

  @Test(arguments: [".", ";"] as [KeyEquivalent])
  func theShortcutOpensThePickerAtTheCaret(key: KeyEquivalent) throws {
    let box = TextBox("ab")
    let host = host(TextField("", text: box.binding))
    #expect(!host.key(key, modifiers: .control), "without a focused field the shortcut goes on to the app")
    #expect(host.emojiPickerAnchor == nil)
    host.tap(at: host.point(beforeCharacter: 1))
    #expect(host.key(key, modifiers: .control))
    let anchor = try #require(host.emojiPickerAnchor)
    let caret = try #require(host.graph.textInputCaretRect)
    #expect(anchor == caret)
    #expect(abs(anchor.minX - host.point(beforeCharacter: 1).x) < 1, "the picker points at the caret")
    #expect(host.textFields()[0].globalFrame.contains(CGPoint(x: anchor.midX, y: anchor.midY)))
  }

  @Test func aPickedEmojiIsTypedAtTheCaretThroughTheBinding() {
    let box = TextBox("ab")
    let host = host(TextField("", text: box.binding))
    host.tap(at: host.point(beforeCharacter: 1))
    host.key(".", modifiers: .control)
    #expect(host.pickEmoji("👩‍👩‍👧"))
    #expect(box.text == "a👩‍👩‍👧b")
    #expect(host.emojiPickerAnchor == nil, "a pick closes the picker")
    #expect(!host.pickEmoji("🦖"))
    host.type("c")
    #expect(box.text == "a👩‍👩‍👧cb", "the caret is after the emoji")
  }

  @Test func aBindingThatFiltersTextFiltersAPickedEmojiToo() {
    let box = TextBox("1")
    let host = host(TextField("", text: box.digits))
    host.tap(at: host.point(beforeCharacter: 1))
    host.key(".", modifiers: .control)
    host.pickEmoji("🦖")
    #expect(box.text == "1")
    #expect(host.textFields()[0].model.text == "1", "the field shows what the binding kept")
  }

  @Test func aSecureFieldOpensNoPicker() {
    let host = host(SecureField("Password", text: TextBox().binding))
    host.tap(at: host.point(beforeCharacter: 0))
    host.key(".", modifiers: .control)
    #expect(host.emojiPickerAnchor == nil)
  }
}
