import EaselTesting
import Foundation
import Testing

@testable import Easel
@_spi(ForEaselOnly) @testable import EaselCore

extension ViewHost {
  /// The shown text editors, in drawing order.
  func textEditors() -> [TextEditorNode] {
    layout()
    var editors: [TextEditorNode] = []
    graph.root?.visitDisplayed { node in
      if let editor = node as? TextEditorNode { editors.append(editor) }
      return true
    }
    return editors
  }
}

/// Fixed metrics: 8.5 points a character and 21-point lines at 17 points, after the editor's 5 by 4 insets. The
/// editor is 200 points wide, so 22 characters fit on a line (189 points of text).
@MainActor
@Suite struct TextEditorTests {
  private func host(_ box: TextBox, height: CGFloat = 120) -> ViewHost {
    ViewHost(
      TextEditor(text: box.binding).frame(width: 200, height: height), size: CGSize(width: 200, height: height),
      textEngine: FixedMetricsTextEngine())
  }

  /// The point before character `column` of line `line` of the first editor, unscrolled.
  private func point(_ host: ViewHost, line: Int, column: Int) -> CGPoint {
    let frame = host.textEditors()[0].globalFrame
    return CGPoint(x: frame.minX + 5 + 8.5 * CGFloat(column), y: frame.minY + 4 + 21 * CGFloat(line) + 10)
  }

  private func caret(_ host: ViewHost) -> Int { host.textEditors()[0].model.selection.lowerBound }

  @Test func typingWritesTheBindingAndReturnStartsALine() {
    let box = TextBox()
    let host = host(box)
    host.tap(at: point(host, line: 0, column: 0))
    host.type("Dear diary")
    #expect(host.key(.return))
    host.type("today")
    #expect(box.text == "Dear diary\ntoday")
    #expect(host.drawnTexts() == ["Dear diary", "today"], "each line is drawn on its own")
  }

  @Test func longParagraphsWrapAtWordsToTheEditorsWidth() {
    let box = TextBox("The quick brown fox jumps over the lazy dog and keeps on running far away")
    let host = host(box)
    let lines = host.drawnTexts()
    #expect(lines.count == 4)
    #expect(lines.joined() == box.text, "wrapping loses no character")
    #expect(lines.allSatisfy { $0.trimmingCharacters(in: .whitespaces).count <= 22 })
    #expect(lines[0] == "The quick brown fox ", "a line breaks after the last word that fits")
  }

  @Test func clickingOnALinePlacesTheCaretThere() {
    let box = TextBox("first line\nsecond")
    let host = host(box)
    host.tap(at: point(host, line: 1, column: 3))
    #expect(caret(host) == 14)
    host.type("-")
    #expect(box.text == "first line\nsec-ond")
  }

  @Test func upAndDownMoveBetweenLinesKeepingTheColumn() {
    let box = TextBox("first line\nsecond\nthird line here")
    let host = host(box)
    host.tap(at: point(host, line: 0, column: 0))
    host.key(.end, modifiers: .control)
    #expect(caret(host) == 33)
    host.key(.upArrow)
    #expect(caret(host) == 17, "the short line's end")
    host.key(.upArrow)
    #expect(caret(host) == 10, "the column the caret started in, as far as the line goes")
    host.key(.downArrow)
    host.key(.downArrow)
    #expect(caret(host) == 33)
    host.key(.downArrow)
    #expect(caret(host) == 33, "past the last line, the end of the text")
    host.key(.upArrow, modifiers: .shift)
    #expect(host.textEditors()[0].model.selectedText == "\nthird line here")
  }

  @Test func homeAndEndGoToTheEndsOfTheShownLine() {
    let box = TextBox("The quick brown fox jumps over")
    let host = host(box)
    host.tap(at: point(host, line: 1, column: 2))
    #expect(caret(host) == 22)
    host.key(.home)
    #expect(caret(host) == 20)
    host.key(.end)
    #expect(caret(host) == 30)
  }

  @Test func anInputMethodComposesAndCommitsAtTheCaret() {
    let box = TextBox("ab\ncd")
    let host = host(box)
    host.tap(at: point(host, line: 1, column: 1))
    host.preedit("ㅎ")
    #expect(box.text == "ab\ncd", "a composition is not text yet")
    #expect(host.drawnTexts() == ["ab", "cㅎd"])
    host.commit("한")
    #expect(box.text == "ab\nc한d")
    #expect(caret(host) == 5)
  }

  @Test func typingPastTheBottomScrollsTheCaretIntoView() {
    let box = TextBox()
    let host = host(box, height: 60)
    host.tap(at: point(host, line: 0, column: 0))
    for line in 1...5 {
      host.type("line \(line)")
      host.key(.return)
    }
    host.layout()
    _ = host.render()
    let editor = host.textEditors()[0]
    #expect(abs(editor.scrollOffset - (6 * 21 - 52)) < 0.01, "the caret's line, the sixth, ends at the bottom")
    #expect(!host.drawnTexts().contains("line 1"), "the first line scrolled out")
    #expect(host.scroll(at: point(host, line: 0, column: 0), by: CGSize(width: 0, height: -500)))
    _ = host.render()
    #expect(editor.scrollOffset == 0)
    #expect(
      !host.scroll(at: point(host, line: 0, column: 0), by: CGSize(width: 0, height: -10)),
      "at the top, the wheel goes on to the views around")
  }

  @Test func pastingKeepsLineBreaks() {
    let box = TextBox()
    let host = host(box)
    let clipboard = SlowClipboard("one\ntwo")
    host.graph.rootEnvironment.clipboard = clipboard
    host.tap(at: point(host, line: 0, column: 0))
    host.key("v", modifiers: .control)
    clipboard.answer()
    #expect(box.text == "one\ntwo")
  }

  @Test func scrollContentBackgroundHiddenDrawsNoBackground() {
    let shown = ViewHost(
      TextEditor(text: .constant("")).frame(width: 80, height: 40), size: CGSize(width: 80, height: 40),
      colorScheme: .dark)
    let hidden = ViewHost(
      TextEditor(text: .constant("")).scrollContentBackground(.hidden).background(Color.red)
        .frame(width: 80, height: 40), size: CGSize(width: 80, height: 40), colorScheme: .dark)
    #expect(shown.render().pixel(at: CGPoint(x: 40, y: 20)).r < 60)
    #expect(hidden.render().pixel(at: CGPoint(x: 40, y: 20)).r > 200)
  }
}
